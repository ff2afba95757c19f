"""The Why attention lesson's strings in English."""

STRINGS: dict[str, str] = {
    "title.why": "Why attention",
    # --- why attention ---
    "why.limits": "Sentences use one of the toy vocabularies above (words separated by spaces); up to "
        "12 words, and each must contain the ambiguous word: “bank” in the English example "
        "(dimensions: nature, money, function word, noun), “刷子” in the Chinese one (dimensions: "
        "thing, skill, function word, noun).",
    "glossary": "**Words used here.** A *token* is one unit of text the model reads (in these toy "
        "sentences, one word). The Chinese version of this app calls it “词元”, as the published "
        "Chinese edition of the book does, and multi-head attention “多头注意力”.",
    "widget.sentence_a": "Sentence A",
    "widget.sentence_b": "Sentence B",
    "why.step.rnn": "Before attention: one vector",
    "why.text.rnn": "**Before attention: one vector for a whole sentence.** A recurrent network (RNN) reads "
        "“{a}” word by word and squeezes everything into its last hidden state h_n; an "
        "encoder–decoder translator handed only that vector to the decoder. How much does each word "
        "still count in it? The size of ∂h_n/∂x_t for each word (tanh RNN, weights from seed {seed}) "
        "is {infl}: the first word, “{first}”, counts {ratio}× less than the last, “{last}” (one "
        "draw of the weights: another seed gives other numbers). Bahdanau, Cho and Bengio (2014) let the decoder look back at "
        "every hidden state with weights it computes at each output step: attention. Self-attention, "
        "the subject of this course, applies the same idea inside one sentence: every word looks at "
        "every other directly.",
    "why.text.rnn_flat": "**Before attention: one vector for a whole sentence.** A recurrent network (RNN) reads "
        "“{a}” word by word and squeezes everything into its last hidden state h_n; an "
        "encoder–decoder translator handed only that vector to the decoder. How much does each word "
        "still count in it? The size of ∂h_n/∂x_t for each word (tanh RNN, weights from seed {seed}) "
        "is {infl}. With these weights the first word, “{first}”, counts about as much as the last, "
        "“{last}”, or more (last ÷ first = {ratio}): this draw does not show early words fading "
        "(try another seed or a longer sentence). Bahdanau, Cho and Bengio (2014) let the decoder look back at every "
        "hidden state with weights it computes at each output step: attention. Self-attention, the "
        "subject of this course, applies the same idea inside one sentence.",
    "why.text.rnn_flat_max": "**Before attention: one vector for a whole sentence.** A recurrent network (RNN) reads "
        "“{a}” word by word and squeezes everything into its last hidden state h_n; an "
        "encoder–decoder translator handed only that vector to the decoder. How much does each word "
        "still count in it? The size of ∂h_n/∂x_t for each word (tanh RNN, weights from seed {seed}) "
        "is {infl}. With these weights the first word, “{first}”, counts about as much as the last, "
        "“{last}”, or more (last ÷ first = {ratio}): this draw does not show early words fading "
        "(try another seed; {max_words} words is the longest sentence this lesson takes). Bahdanau, Cho and Bengio "
        "(2014) let the decoder look back at every hidden state with weights it computes at each output step: attention. Self-attention, the "
        "subject of this course, applies the same idea inside one sentence.",
    "why.text.rnn_first_zero": "**Before attention: one vector for a whole sentence.** A recurrent network (RNN) reads "
        "“{a}” word by word and squeezes everything into its last hidden state h_n; an "
        "encoder–decoder translator handed only that vector to the decoder. How much does each word "
        "still count in it? The size of ∂h_n/∂x_t for each word (tanh RNN, weights from seed {seed}) "
        "is {infl}: the first word, “{first}”, no longer counts at all (its "
        "influence is exactly 0 in float32, so no ratio to the last word, “{last}”, can be given). "
        "Bahdanau, Cho and Bengio (2014) let the decoder look back at every hidden state with weights "
        "it computes at each output step: attention. Self-attention, the subject of this course, "
        "applies the same idea inside one sentence: every word looks at every other directly.",
    "why.text.rnn_zero": "**Before attention: one vector for a whole sentence.** A recurrent network (RNN) reads "
        "“{a}” word by word and squeezes everything into its last hidden state h_n; an "
        "encoder–decoder translator handed only that vector to the decoder. How much does each word "
        "still count in it? The size of ∂h_n/∂x_t for each word (tanh RNN, weights from seed {seed}) "
        "is {infl}: with these weights every word's influence is exactly 0 in "
        "float32, the last word's too, so there is nothing to compare (try another seed). Bahdanau, Cho "
        "and Bengio (2014) let the decoder look back at every hidden state with weights it computes at "
        "each output step: attention.",
    "why.text.rnn_one": "**Before attention: one vector for a whole sentence.** A recurrent network (RNN) reads a "
        "sentence word by word and squeezes everything into its last hidden state; an "
        "encoder–decoder translator handed only that vector to the decoder. Sentence A has a "
        "single word (“{first}”, influence {infl}), so there is nothing to forget yet: add words to "
        "see how much the early ones still count. Bahdanau, Cho and Bengio (2014) let the decoder "
        "look back at every hidden state: attention.",
    "panel.rnn_influence": "‖∂h_n / ∂x_t‖ per word",
    "why.step.same_word": "One word, two meanings",
    "why.step.mean": "Mix by the mean",
    "why.step.hand_weights": "Mix by hand-set weights",
    "why.step.dot_weights": "Mix by similarity",
    "why.step.projections": "Trainable projections",
    "why.text.same_word_bank": "**The same vector in two sentences.** In “{a}” and “{b}”, the word “{word}” gets the "
        "same embedding, {za}, half nature and half money. A model that looked at each word alone "
        "could never tell the river bank from the bank that lends money. Its vector has to take "
        "in its context.",
    "why.text.same_word_brush": "**The same vector in two sentences.** In “{a}” and “{b}”, the word “{word}” (brush) "
        "gets the same embedding, {za}, half a physical brush and half a skill: in Chinese "
        "“有两把刷子” (to have two brushes) means to be good at something. A model that looked at "
        "each word alone could never tell the two apart. Its vector has to take in its context.",
    "why.text.mean": "**Mix by the mean.** The simplest context: add the average of the whole sentence to "
        "every token. Now “{word}” becomes {za} in sentence A and {zb} in sentence B (distance "
        "{gap}). The meanings have separated, but every token receives the same mixture, whatever "
        "it is.",
    "why.text.mean_same": "**Mix by the mean.** The simplest context: add the average of the whole sentence to "
        "every token. Here both sentences have the same average, so “{word}” becomes {za} in A and "
        "{zb} in B (distance {gap}): no separation. Change a word in one sentence to see the "
        "meanings move apart; and note that every token receives the same mixture, whatever it is.",
    "why.text.hand_weights": "**Mix by hand-set weights.** Give each token its own mixture: half itself, and the other "
        "half split among its neighbours (the weight matrix on the left): {inner} to each of two "
        "neighbours inside the sentence, but {end} to the single neighbour of the first token "
        "(“{first}”) and of the last (“{last}”). “{word}” is now {za} in A and {zb} in B. Better, "
        "but someone had to choose the weights, and they ignore what the words mean.",
    "why.text.hand_weights_two": "**Mix by hand-set weights.** Give each token its own mixture: half itself, half its "
        "neighbour (the weight matrix on the left). With two words each has a single neighbour, "
        "which gets {end}. “{word}” is now {za} in A and {zb} in B. Someone had to choose the "
        "weights, and they ignore what the words mean.",
    "why.text.hand_weights_one": "**Mix by hand-set weights.** Each token keeps half for itself and splits the other half "
        "among its neighbours. Sentence A has a single word, so “{first}” has no neighbour and keeps "
        "all its weight (the 1×1 matrix on the left). “{word}” is {za} in A and {zb} in B. Add words "
        "to sentence A to see the mixing.",
    "why.text.dot_weights": "**Mix by similarity.** Let the words choose: weight w_ij grows with the dot product "
        "x_i · x_j, turned into a distribution by the softmax. “{word}” gives {wa} to the words of "
        "A and {wb} to those of B, so it becomes {za} in A and {zb} in B. This is self-attention "
        "without any trainable parameter.",
    "why.text.projections": "**Why W_q, W_k and W_v.** Plain dot products give symmetric *scores*: the score of i "
        "with j equals that of j with i (largest |S − Sᵀ| = {plain}). The *weights* are not "
        "symmetric, because each row has its own softmax denominator: “{qi}” gives {w_ij} to "
        "“{qj}”, but “{qj}” gives {w_ji} to “{qi}” (largest |W − Wᵀ| = {w_asym}). Nor does a token "
        "always attend most to itself: in sentence A {self_count} of {n} {self_count:pl:does:do}, but “{who}” gives "
        "{whom_w} to “{whom}” and only {own_w} to itself. Still, with plain dot products a token can "
        "only look for what it is. Projecting queries and keys with different matrices (seed "
        "{seed}) makes the scores asymmetric too (largest |S − Sᵀ| = {projected}): a token can "
        "look for something other than what it offers, and training can adjust what that is.",
    "why.text.projections_self": "**Why W_q, W_k and W_v.** Plain dot products give symmetric *scores*: the score of i "
        "with j equals that of j with i (largest |S − Sᵀ| = {plain}). The *weights* are not "
        "symmetric, because each row has its own softmax denominator: “{qi}” gives {w_ij} to "
        "“{qj}”, but “{qj}” gives {w_ji} to “{qi}” (largest |W − Wᵀ| = {w_asym}). In sentence A "
        "every one of the {n:plural:token:tokens} gives its largest weight to itself: with plain dot products "
        "a token can only look for what it is. Projecting queries and keys with different matrices "
        "(seed {seed}) makes the scores asymmetric too (largest |S − Sᵀ| = {projected}): a token "
        "can look for something other than what it offers, and training can adjust what that is.",
    "why.text.projections_same": "**Why W_q, W_k and W_v.** Plain dot products give symmetric *scores*: the score of i "
        "with j equals that of j with i (largest |S − Sᵀ| = {plain}). In general the *weights* are "
        "not symmetric, because each row has its own softmax denominator. But sentence A has "
        "{n:plural:token:tokens} and no two different embeddings, so every score is the same and every row "
        "has the same denominator: here the weights are symmetric too (largest |W − Wᵀ| = "
        "{w_asym}), and projecting queries and keys with different matrices (seed {seed}) leaves "
        "every score equal (largest |S − Sᵀ| = {projected}). Add a different word to sentence A to "
        "see both asymmetries appear: with them a token can look for something other than what it "
        "offers, and training can adjust what that is.",
    "why.text.projections_tie": "A tie: “{tie_who}” (token {tie_i}) gives the same weight, {tie_w}, to itself and to "
        "“{tie_with}” (token {tie_j}), and none larger: equal scores get equal weights, so it counts "
        "among the tokens that attend most to themselves.",
    "why.text.projections_tie_rounded": "A tie in float32: “{tie_who}” (token {tie_i}) gives the same weight, {tie_w}, "
        "to itself and to “{tie_with}” (token {tie_j}), and none larger. Their scores differ "
        "({tie_own_s} and {tie_other_s}), but by less than float32 can show in the two weights, so it "
        "counts among the tokens that attend most to themselves.",
    "panel.sentence_a": "Sentence A",
    "panel.sentence_b": "Sentence B",
    "panel.hand_weights": "Hand-set weights",
    "panel.weights_a": "Weights in A",
    "panel.weights_b": "Weights in B",
    "panel.plain_scores": "X Xᵀ (symmetric)",
    "panel.projected_scores": "(X W_q)(X W_k)ᵀ",
    "error.unknown_word": "“{word}” is not in the toy vocabulary: {vocab}.",
    "error.mixed_vocab": "“{word}” belongs to the other toy vocabulary: both sentences must use one of the two, "
        "and the first known word, “{first}”, chose this one: {vocab}.",
    "error.needs_word": "Each sentence must contain “{word}”.",
    # --- predictions (questions.py) ---
    "predict.why.mean_exact": "In exact arithmetic, after adding the sentence's mean to every token, will “{word}” have "
        "different vectors in sentences A and B?",
    "predict.why.mean_why": "The two sentences have different means, so the same embedding of “{word}” plus a "
        "different mean gives different vectors.",
    "predict.why.mean_why_reordered": "A and B hold the same words, each as often, and a mean does not depend on their "
        "order: the same embedding of “{word}” plus the same mean gives the same vector.",
    "predict.why.mean_why_one_word": "Every token of both sentences is “{word}”, so each mean is the embedding of "
        "“{word}” itself, whatever the number of tokens ({na} in A, {nb} in B): the same embedding plus the same mean "
        "gives the same vector.",
    "predict.why.mean_why_equal": "A and B hold different words, yet their means are exactly equal: the same embedding "
        "of “{word}” plus the same mean gives the same vector.",
    "predict.why.mean_f32_same": "Computed in float32, the two vectors are exactly equal as well.",
    "predict.why.mean_f32_rounded": "Computed in float32, rounding leaves them {f32_gap} apart (the largest difference "
        "of a component).",
    "predict.why.dot": "Mixing by similarity: which word of sentence A will “{word}” give its largest weight?",
    "predict.why.dot_why": "“{best}”, with weight {w}: the largest dot product with the embedding of “{word}” wins "
        "the softmax.",
    "predict.why.dot_why_tie": "“{best}” tie, each with weight {w}: they have the same dot product with the embedding "
        "of “{word}”, the largest, and equal scores get equal weights.",
    "predict.why.dot_why_tie_rounded": "“{best}” tie in float32, each with weight {w}: their dot products with the "
        "embedding of “{word}” differ ({scores}), but by less than float32 can show in the weights, "
        "so the stored weights are equal.",
    "predict.why.symmetric": "The scores X Xᵀ are symmetric. Are the softmax weights symmetric too (w_ij = w_ji "
        "for every pair)?",
    "predict.why.symmetric_why": "Largest |W − Wᵀ| = {gap}. Each row is divided by its own sum of exponentials, so equal "
        "scores can become different weights.",
    "predict.why.symmetric_why_same": "Largest |W − Wᵀ| = {gap}. Each row is divided by its own sum of exponentials, but "
        "sentence A has no two different embeddings: every score is the same, so every row has the "
        "same sum and the weights stay symmetric. Add a different word to see them differ.",
}
