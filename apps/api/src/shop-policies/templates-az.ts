import type { ShopPolicyKind } from '@shop/admin-api';

/**
 * Siyasət şablonları azərbaycan dilində (the Azerbaijani policy templates): a merchant's starting
 * point, not legal advice. `{shop}` and `{email}` as in templates-en.ts. The shop's name is never
 * given a suffix (its vowel harmony is unknown): it stands before "mağazası" and the like.
 */
export const AZ_TEMPLATES: Record<ShopPolicyKind, string> = {
  refund: `<h2>Geri qaytarma siyasəti</h2>
<p>{shop} mağazasından aldığınız məhsuldan razı qalmağınızı istəyirik. Razı qalmasanız, əksər məhsulları çatdırılmadan sonra 30 gün ərzində qaytarıb pulunuzu geri ala bilərsiniz.</p>
<h3>Qaytarma</h3>
<ul>
<li>Məhsul istifadə olunmamış, orijinal qablaşdırmasında və alış sübutu ilə olmalıdır.</li>
<li>Tez xarab olan mallar, fərdiləşdirilmiş məhsullar, hədiyyə kartları və son satışda olan məhsullar qaytarılmır.</li>
<li>Qaytarmanı başlatmaq üçün sifariş nömrənizi {email} ünvanına yazın. Məhsulu necə geri göndərəcəyinizi sizə bildirəcəyik.</li>
</ul>
<h3>Pulun geri qaytarılması</h3>
<p>Qaytarılan məhsulu alıb yoxladıqdan sonra geri ödənişin təsdiqlənib-təsdiqlənmədiyini sizə bildiririk. Təsdiqlənmiş məbləğ 10 iş günü ərzində ilkin ödəniş üsuluna qaytarılır. Çatdırılma xərci yalnız məhsul zədəli gəldikdə və ya sifariş etdiyiniz məhsul olmadıqda qaytarılır.</p>
<h3>Zədəli və ya səhv məhsullar</h3>
<p>Sifarişiniz çatanda onu yoxlayın. Məhsul nasaz, zədəli və ya sifariş etdiyiniz məhsul deyilsə, problemi həll etməyimiz üçün 7 gün ərzində bizimlə əlaqə saxlayın.</p>`,

  privacy: `<h2>Məxfilik siyasəti</h2>
<p>Bu siyasət {shop} mağazasının («biz») mağazamıza baş çəkdiyiniz və ya alış-veriş etdiyiniz zaman şəxsi məlumatları necə topladığını, istifadə etdiyini və qoruduğunu izah edir.</p>
<h3>Nələri toplayırıq</h3>
<ul>
<li>Bizə verdiyiniz məlumatlar: adınız, e-poçt ünvanınız, telefon nömrəniz, hesab və çatdırılma ünvanlarınız.</li>
<li>Sifarişləriniz: nə aldığınız, nə vaxt və necə ödədiyiniz. Kartın tam nömrəsini heç vaxt saxlamırıq; ödənişləri ödəniş provayderlərimiz emal edir.</li>
<li>Texniki məlumatlar: cihazınız, brauzeriniz və IP ünvanınız, həmçinin kukilər vasitəsilə mağazadan necə istifadə etdiyiniz.</li>
</ul>
<h3>Onlardan necə istifadə edirik</h3>
<ul>
<li>Sifarişlərinizi emal etmək, çatdırmaq və sizi onlar barədə məlumatlandırmaq üçün.</li>
<li>Suallarınızı cavablandırmaq və sizə dəstək göstərmək üçün.</li>
<li>Fırıldaqçılığın qarşısını almaq və mağazanın təhlükəsizliyini qorumaq üçün.</li>
<li>Razılığınızla sizə xəbər və təkliflər göndərmək üçün; istənilən vaxt abunəlikdən çıxa bilərsiniz.</li>
</ul>
<h3>Məlumatları kimlə bölüşürük</h3>
<p>Yalnız mağazanı idarə etməyə kömək edən xidmətlərlə (ödəniş provayderləri, çatdırılma şirkətləri və hostinq platformamız), yalnız onlara lazım olduğu qədər, yaxud qanun tələb etdikdə. Şəxsi məlumatlarınızı heç vaxt satmırıq.</p>
<h3>Hüquqlarınız</h3>
<p>Haqqınızda saxladığımız məlumatların surətini istəyə, onların düzəldilməsini və ya silinməsini tələb edə, yaxud onlardan istifadəyə etiraz edə bilərsiniz. Bizə {email} ünvanına yazın.</p>
<h3>Saxlama müddəti</h3>
<p>Sifariş məlumatlarını mühasibat və vergi qanunlarının tələb etdiyi müddətdə, digər məlumatları isə yalnız yuxarıdakı məqsədlər üçün lazım olduğu qədər saxlayırıq.</p>`,

  terms_of_service: `<h2>Xidmət şərtləri</h2>
<p>Bu şərtlər {shop} mağazasına hər baş çəkməyə və oradan edilən hər alışa şamil olunur. Mağazadan istifadə etməklə və ya sifariş verməklə bu şərtlərlə razılaşırsınız.</p>
<h3>Sifarişlər</h3>
<p>Sifariş almaq təklifidir. Biz onu e-poçtla təsdiqləyirik; müqavilə mallar göndərildikdə bağlanır. Məsələn, məhsul anbarda olmadıqda və ya qiymət səhvən göstərildikdə sifarişi rədd edə və ya ləğv edə bilərik; artıq ödəniş etmisinizsə, məbləği tam qaytarırıq.</p>
<h3>Qiymətlər və ödəniş</h3>
<p>Qiymətlər mağazanın valyutasında göstərilir və ödəniş zamanı qeyd olunan vergiləri əhatə edir. Çatdırılma xərci ödənişdən əvvəl göstərilir. Ödəniş sifariş verildikdə tutulur.</p>
<h3>Məhsullar</h3>
<p>Məhsullarımızı mümkün qədər dəqiq təsvir edir və çəkirik; rəngdə və ya səthdə kiçik fərqlər ola bilər.</p>
<h3>Məsuliyyət</h3>
<p>Satdığımız mallara görə qanunun tələb etdiyi qədər məsuliyyət daşıyırıq. Sifariş verilərkən əvvəlcədən görülə bilməyən itkilərə görə məsuliyyət daşımırıq.</p>
<h3>Dəyişikliklər</h3>
<p>Bu şərtləri yeniləyə bilərik; sifariş verdiyiniz zaman göstərilən versiya həmin sifarişə tətbiq olunur.</p>
<h3>Əlaqə</h3>
<p>Bu şərtlərlə bağlı suallarınız üçün: {email}.</p>`,

  shipping: `<h2>Çatdırılma siyasəti</h2>
<p>{shop} mağazası sifarişləri iş günlərində göndərir. Saat 14:00-dan əvvəl verilən sifarişlər adətən həmin gün anbarımızdan çıxır; digərləri növbəti iş günü göndərilir.</p>
<h3>Çatdırılma müddəti və xərci</h3>
<p>Çatdırılma müddəti və xərci yerləşdiyiniz yerdən və seçdiyiniz çatdırılma üsulundan asılıdır; hər ikisi ödənişdən əvvəl göstərilir. Çatdırılma müddətləri təxminidir və bayram günlərində uzana bilər.</p>
<h3>İzləmə</h3>
<p>Sifarişiniz göndərildikdə izləmə keçidi olan e-poçt alırsınız.</p>
<h3>Mağazadan götürmə</h3>
<p>Mağazadan götürmə mümkün olduqda, sifarişiniz hazır olanda sizə e-poçtla xəbər veririk.</p>
<h3>Çatdırılma ilə bağlı problemlər</h3>
<p>Sifarişiniz gözlənilən müddətdə çatmayıbsa və ya zədəli çatıbsa, sifariş nömrənizi {email} ünvanına yazın.</p>`,

  contact: `<h2>Bizimlə əlaqə</h2>
<p>Məhsullar, sifarişlər, çatdırılma və qaytarma ilə bağlı suallarınıza kömək etməkdən məmnunuq.</p>
<ul>
<li>E-poçt: <a href="mailto:{email}">{email}</a></li>
<li>Bir iş günü ərzində cavab veririk.</li>
</ul>
<p>Sifarişlə bağlı yazanda sifariş nömrənizi qeyd edin.</p>
<p>{shop}</p>`,
};
