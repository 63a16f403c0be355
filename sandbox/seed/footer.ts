/** The provider's footer HTML, as its CMS answers it (the `<script>` is for the portal's sanitiser to drop). */
export function footerHtml(year: number = new Date().getFullYear()): string {
  return [
    '<footer class="provider-footer">',
    '<div class="provider-footer__brand"><strong>Sandbox Inspection Technologies</strong>',
    '<p>Cloud and hardware for inspecting assets and infrastructure.</p></div>',
    '<div class="provider-footer__links"><h4>Partner support</h4><ul>',
    '<li><a href="mailto:partners@sandbox-provider.example">partners@sandbox-provider.example</a></li>',
    '<li><a href="tel:+498955501234">+49 89 555 01234</a></li>',
    '<li><a href="https://status.sandbox-provider.example/" target="_blank" rel="noopener">Platform status</a></li>',
    '</ul></div>',
    '<div class="provider-footer__legal"><ul>',
    '<li><a href="https://www.sandbox-provider.example/privacy">Privacy policy</a></li>',
    '<li><a href="https://www.sandbox-provider.example/terms">Terms of use</a></li>',
    '<li><a href="https://www.sandbox-provider.example/imprint">Imprint</a></li>',
    '</ul></div>',
    '<script>window.__providerFooterTracking = { page: location.pathname };</script>',
    `<p class="provider-footer__copy">&copy; ${year} Sandbox Inspection Technologies GmbH. All rights reserved.</p>`,
    '</footer>',
  ].join('');
}
