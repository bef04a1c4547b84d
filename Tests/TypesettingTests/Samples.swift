/// Card texts in the scripts Draper must handle, with the language each is tagged with.
enum Samples {
    static let english =
        "\"Change is neither good nor bad -- it simply is. It's a great, tidal force that has its way with us, and the only thing we can do is swim with it, or be swept away.\""
    static let japanese = "「変化は良いものでも悪いものでもない。ただそこにあるだけだ。」私たちにできるのは、その流れの中で泳ぐことだけ。ちょっとした勇気があれば、それで十分だ！"
    static let arabic =
        "التغيير ليس جيدًا ولا سيئًا، إنه ببساطة موجود. إنه قوة عظيمة تفعل بنا ما تشاء، وكل ما نستطيع فعله هو أن نسبح معها."
    static let hebrew =
        "השינוי אינו טוב ואינו רע, הוא פשוט קיים. זהו כוח אדיר שעושה בנו כרצונו, וכל מה שאנחנו יכולים לעשות הוא לשחות איתו."
    static let mixed =
        "Don said \"שלום\" and then مرحبا to the 東京 office — see https://example.com/a/very/long/path/that/never/ends 😀"

    static let all: [(name: String, language: String, text: String)] = [
        ("english", "en", english),
        ("japanese", "ja", japanese),
        ("arabic", "ar", arabic),
        ("hebrew", "he", hebrew),
        ("mixed", "en", mixed),
    ]
}
