// The dictionaries, one JSON file per namespace and language (app/locales/<namespace>/<language>.json).
import type { Language, Namespace, Resources } from "~/i18n/config";
import common_en from "./common/en.json";
import common_de from "./common/de.json";
import common_fr from "./common/fr.json";
import common_it from "./common/it.json";
import common_es from "./common/es.json";
import common_zh from "./common/zh.json";
import common_pt from "./common/pt.json";
import common_ja from "./common/ja.json";
import common_ru from "./common/ru.json";
import auth_en from "./auth/en.json";
import auth_de from "./auth/de.json";
import auth_fr from "./auth/fr.json";
import auth_it from "./auth/it.json";
import auth_es from "./auth/es.json";
import auth_zh from "./auth/zh.json";
import auth_pt from "./auth/pt.json";
import auth_ja from "./auth/ja.json";
import auth_ru from "./auth/ru.json";
import shell_en from "./shell/en.json";
import shell_de from "./shell/de.json";
import shell_fr from "./shell/fr.json";
import shell_it from "./shell/it.json";
import shell_es from "./shell/es.json";
import shell_zh from "./shell/zh.json";
import shell_pt from "./shell/pt.json";
import shell_ja from "./shell/ja.json";
import shell_ru from "./shell/ru.json";
import dashboard_en from "./dashboard/en.json";
import dashboard_de from "./dashboard/de.json";
import dashboard_fr from "./dashboard/fr.json";
import dashboard_it from "./dashboard/it.json";
import dashboard_es from "./dashboard/es.json";
import dashboard_zh from "./dashboard/zh.json";
import dashboard_pt from "./dashboard/pt.json";
import dashboard_ja from "./dashboard/ja.json";
import dashboard_ru from "./dashboard/ru.json";
import playbook_en from "./playbook/en.json";
import playbook_de from "./playbook/de.json";
import playbook_fr from "./playbook/fr.json";
import playbook_it from "./playbook/it.json";
import playbook_es from "./playbook/es.json";
import playbook_zh from "./playbook/zh.json";
import playbook_pt from "./playbook/pt.json";
import playbook_ja from "./playbook/ja.json";
import playbook_ru from "./playbook/ru.json";
import assets_en from "./assets/en.json";
import assets_de from "./assets/de.json";
import assets_fr from "./assets/fr.json";
import assets_it from "./assets/it.json";
import assets_es from "./assets/es.json";
import assets_zh from "./assets/zh.json";
import assets_pt from "./assets/pt.json";
import assets_ja from "./assets/ja.json";
import assets_ru from "./assets/ru.json";
import news_en from "./news/en.json";
import news_de from "./news/de.json";
import news_fr from "./news/fr.json";
import news_it from "./news/it.json";
import news_es from "./news/es.json";
import news_zh from "./news/zh.json";
import news_pt from "./news/pt.json";
import news_ja from "./news/ja.json";
import news_ru from "./news/ru.json";
import search_en from "./search/en.json";
import search_de from "./search/de.json";
import search_fr from "./search/fr.json";
import search_it from "./search/it.json";
import search_es from "./search/es.json";
import search_zh from "./search/zh.json";
import search_pt from "./search/pt.json";
import search_ja from "./search/ja.json";
import search_ru from "./search/ru.json";
import leads_en from "./leads/en.json";
import leads_de from "./leads/de.json";
import leads_fr from "./leads/fr.json";
import leads_it from "./leads/it.json";
import leads_es from "./leads/es.json";
import leads_zh from "./leads/zh.json";
import leads_pt from "./leads/pt.json";
import leads_ja from "./leads/ja.json";
import leads_ru from "./leads/ru.json";
import support_en from "./support/en.json";
import support_de from "./support/de.json";
import support_fr from "./support/fr.json";
import support_it from "./support/it.json";
import support_es from "./support/es.json";
import support_zh from "./support/zh.json";
import support_pt from "./support/pt.json";
import support_ja from "./support/ja.json";
import support_ru from "./support/ru.json";
import profile_en from "./profile/en.json";
import profile_de from "./profile/de.json";
import profile_fr from "./profile/fr.json";
import profile_it from "./profile/it.json";
import profile_es from "./profile/es.json";
import profile_zh from "./profile/zh.json";
import profile_pt from "./profile/pt.json";
import profile_ja from "./profile/ja.json";
import profile_ru from "./profile/ru.json";

export const dictionaries: Record<Language, Resources> = {
  en: { common: common_en, auth: auth_en, shell: shell_en, dashboard: dashboard_en, playbook: playbook_en, assets: assets_en, news: news_en, search: search_en, leads: leads_en, support: support_en, profile: profile_en },
  de: { common: common_de, auth: auth_de, shell: shell_de, dashboard: dashboard_de, playbook: playbook_de, assets: assets_de, news: news_de, search: search_de, leads: leads_de, support: support_de, profile: profile_de },
  fr: { common: common_fr, auth: auth_fr, shell: shell_fr, dashboard: dashboard_fr, playbook: playbook_fr, assets: assets_fr, news: news_fr, search: search_fr, leads: leads_fr, support: support_fr, profile: profile_fr },
  it: { common: common_it, auth: auth_it, shell: shell_it, dashboard: dashboard_it, playbook: playbook_it, assets: assets_it, news: news_it, search: search_it, leads: leads_it, support: support_it, profile: profile_it },
  es: { common: common_es, auth: auth_es, shell: shell_es, dashboard: dashboard_es, playbook: playbook_es, assets: assets_es, news: news_es, search: search_es, leads: leads_es, support: support_es, profile: profile_es },
  zh: { common: common_zh, auth: auth_zh, shell: shell_zh, dashboard: dashboard_zh, playbook: playbook_zh, assets: assets_zh, news: news_zh, search: search_zh, leads: leads_zh, support: support_zh, profile: profile_zh },
  pt: { common: common_pt, auth: auth_pt, shell: shell_pt, dashboard: dashboard_pt, playbook: playbook_pt, assets: assets_pt, news: news_pt, search: search_pt, leads: leads_pt, support: support_pt, profile: profile_pt },
  ja: { common: common_ja, auth: auth_ja, shell: shell_ja, dashboard: dashboard_ja, playbook: playbook_ja, assets: assets_ja, news: news_ja, search: search_ja, leads: leads_ja, support: support_ja, profile: profile_ja },
  ru: { common: common_ru, auth: auth_ru, shell: shell_ru, dashboard: dashboard_ru, playbook: playbook_ru, assets: assets_ru, news: news_ru, search: search_ru, leads: leads_ru, support: support_ru, profile: profile_ru },
};

export function dictionaryFor(language: Language): Resources {
  return dictionaries[language];
}

export type { Namespace };
