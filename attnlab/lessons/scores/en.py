"""The Scores lesson's strings in English."""

STRINGS: dict[str, str] = {
    "title.scores": "Scores",
    # --- scores lesson: step names ---
    "scores.step.query_scores": "Dot products of one query",
    "scores.step.query_weights": "Normalise to weights",
    "scores.step.query_context": "Context vector",
    "scores.step.all_scores": "All pairs at once",
    "scores.step.all_context": "All context vectors",
    "scores.step.projections": "Trainable W_q, W_k, W_v",
    "scores.step.scaled_scores": "Scaled scores",
    "scores.step.context": "Context vectors Z",
    # --- scores lesson: explanations (numbers filled in on the server) ---
    "scores.cos_undefined": "undefined, since a vector of length 0 has no direction",
    "scores.text.terms_cut": "Each line writes out the first {terms_shown} of its {d} products and leaves "
        "{terms_left} out (the “…”); the sum after “=” is over all {d}.",
    "scores.text.query_scores": "**How much does every token matter to “{query}”?** Attention starts with a similarity "
        "score: the dot product of the query token's embedding with each token's embedding "
        "(itself included). Multiply matching coordinates and add them up.\n\n{lines}\n\n"
        "The scores ω for “{query}” are {scores}. A dot product is |x^(q)| |x^(j)| cos θ: it grows "
        "when the vectors point the same way (cosine near 1) *and* when they are long. Here the "
        "largest score of “{query}” is with itself ({self_score}, cosine {self_cos}); next comes "
        "“{second}” ({second_score}, cosine {second_cos}). The scores are not yet weights: they do "
        "not add up to 1 and could be negative.",
    "scores.text.query_scores_longer": "**How much does every token matter to “{query}”?** Attention starts with a similarity "
        "score: the dot product of the query token's embedding with each token's embedding "
        "(itself included). Multiply matching coordinates and add them up.\n\n{lines}\n\n"
        "The scores ω for “{query}” are {scores}. A dot product is |x^(q)| |x^(j)| cos θ: it grows "
        "when the vectors point the same way *and* when they are long, so a large score does not "
        "mean “most similar direction”. “{query}” points exactly its own way (cosine {self_cos}) "
        "yet scores only {self_score} with itself, while “{top}”, longer ({top_len} against "
        "{q_len}) and at cosine {top_cos}, gets the largest score, {top_score}. The scores are not "
        "yet weights: they do not add up to 1 and could be negative.",
    "scores.text.query_scores_tie": "**How much does every token matter to “{query}”?** Attention starts with a similarity "
        "score: the dot product of the query token's embedding with each token's embedding "
        "(itself included). Multiply matching coordinates and add them up.\n\n{lines}\n\n"
        "The scores ω for “{query}” are {scores}. A dot product is |x^(q)| |x^(j)| cos θ: it grows "
        "when the vectors point the same way (cosine near 1) *and* when they are long. Here "
        "“{query}” scores {self_score} with itself (cosine {self_cos}), and just as much with "
        "“{tied}”: a tie for the largest score, so no single token wins. The scores are not yet weights: they do not add up to 1 and could be negative.",
    "scores.text.query_scores_longer_tie": "Tied with it for the largest score: “{tied}”, so no single token wins.",
    "scores.text.query_scores_one": "**How much does every token matter to “{query}”?** Attention starts with a similarity "
        "score: the dot product of the query token's embedding with each token's embedding "
        "(itself included). Multiply matching coordinates and add them up.\n\n{lines}\n\n"
        "With a single token the only score is “{query}” with itself: {scores}, its squared length. "
        "A dot product is |x^(q)| |x^(j)| cos θ, so it grows with alignment and with length; add "
        "rows to compare several keys.",
    "scores.text.query_weights": "**From scores to weights for “{query}”.** To mix the tokens we want weights that are positive and sum "
        "to 1. Dividing by the sum gives {sum}, but it breaks down for negative scores. The softmax "
        "exponentiates first, so every weight is positive: {softmax} (sum {total}). Its largest weight here is {soft_top}, against {sum_top} "
        "by dividing by the sum. The softmax is what attention uses.",
    "scores.text.query_weights_zero": "**From scores to weights for “{query}”.** To mix the tokens we want weights that are "
        "positive and sum to 1. Dividing by the sum fails here: the scores sum to 0, so it would "
        "divide by zero ({sum}); it also breaks down for negative scores. The softmax "
        "exponentiates first, so every weight is positive: {softmax} (sum {total}), largest weight "
        "{soft_top}. The softmax is what "
        "attention uses.",
    "scores.text.weights_order": "And a larger score gets a larger weight: the weights here are "
        "in the order of the scores, with no two different scores given equal weights.",
    "scores.text.weights_merged": "In exact arithmetic a larger score always gets a larger weight; "
        "in float32 not always: here {merged} of the {pairs} pairs of different scores "
        "{merged:pl:gets:get} two equal weights (not 0), the scores too close for the stored "
        "weights to tell apart.",
    "scores.text.weights_merged_underflow": "In exact arithmetic a larger score always gets a larger "
        "weight; in float32 not always: here {merged} of the {pairs} pairs of different scores "
        "{merged:pl:gets:get} two equal weights of exactly 0: exp underflowed for the two scores "
        "(far below the largest), however far apart the two are.",
    "scores.text.weights_merged_mixed": "In exact arithmetic a larger score always gets a larger "
        "weight; in float32 not always: here {merged} of the {pairs} pairs of different scores get "
        "two equal weights. In {under} of these pairs the two weights are exactly 0 (exp "
        "underflowed for the two scores); in the other {close}, the two weights are equal and "
        "nonzero, the scores too close for the stored weights to tell apart.",
    "scores.text.weights_all_equal": "In exact arithmetic a larger score always gets a larger "
        "weight, but here all {n} weights came out equal in float32: the scores differ, by less than "
        "the stored weights can tell apart.",
    "scores.text.weights_underflow": "(Positive in exact arithmetic: in float32, {zeros:plural:weight:weights} here "
        "{zeros:pl:underflows:underflow} to exactly 0, because {zeros:pl:its score is:their scores are} more than "
        "about 104 below the largest.)",
    "scores.text.query_context": "**The context vector.** Scale every input vector by its weight and add them up. The "
        "result z for “{query}” is {z}: a blend of the whole sentence in which the tokens most "
        "similar to “{query}” count most. The left panel shows each weighted row; the right panel is "
        "their column sums.",
    "scores.text.all_scores": "**Every query at once.** Instead of one query, compute the score of every token with every "
        "other: two nested loops over every (query, key) pair, {n}×{n} of them, or one matrix product X Xᵀ. Both give the same "
        "matrix: their largest difference is {diff}. Row “{query}” is {row}, the scores from step {s_scores}. "
        "The matrix product is what real models use, because it runs as one fast kernel.",
    "scores.text.all_context": "**All weights, all context vectors.** Apply the softmax to every row (each row sums to 1: "
        "{sums}) and multiply by X. Row “{query}” of Z is {row}, the context vector from step {s_context}. "
        "So far there is nothing to learn: the weights depend only on the embeddings themselves.",
    "scores.text.all_context_rounded": "**All weights, all context vectors.** Apply the softmax to every row (each row sums "
        "to 1 in exact arithmetic; float32's rounding leaves the sums at {sums}) and multiply by X. Row “{query}” of Z is "
        "{row}, the context vector from step {s_context}. So far there is nothing to learn: the weights depend only on "
        "the embeddings themselves.",
    "scores.text.projections_rand": "**Trainable projections.** Real attention first maps every token to three new vectors "
        "with three weight matrices of shape {d_in}×{d_out}: a query (what the token looks for), a key "
        "(what it offers) and a value (what it passes on). Here they are drawn with torch.rand from "
        "seed {seed}, as SelfAttention_v1 does. For “{query}”: q = {q_vec}, k = {k_vec}, v = {v_vec}. "
        "Training would adjust these matrices; every score changes with them.",
    "scores.text.projections_linear": "**Trainable projections.** Real attention first maps every token to three new vectors "
        "with three weight matrices of shape {d_in}×{d_out}: a query (what the token looks for), a key "
        "(what it offers) and a value (what it passes on). Here they come from nn.Linear without bias, "
        "seeded with {seed}, as SelfAttention_v2 does: nn.Linear's initialisation keeps the values "
        "small and centred on 0, which trains better than torch.rand. nn.Linear stores its weight "
        "transposed ({d_out}×{d_in}); we show it as {d_in}×{d_out}. For “{query}”: q = {q_vec}, "
        "k = {k_vec}, v = {v_vec}.",
    "scores.text.scaled_scores": "**Scaled scores.** Scores now compare the query of “{query}” with every key: {scores}. "
        "Before the softmax they are divided by √d_k = {sqrt}, giving {scaled} (this division is "
        "why the mechanism is called *scaled dot-product attention*); the weights of "
        "“{query}” are {weights}. Does √d_k keep scores the same size for any key size? Only when "
        "the entries of q and k have mean 0. The right panel measures the root-mean-square of "
        "Q Kᵀ/√d_k on these inputs, over {draws} draws of the weights (seeds {seed} to "
        "{seed_last}; one draw alone is too noisy to show a trend): with torch.rand weights "
        "(mean 0.5) it still grows, at every key size plotted ({rand_series} at d_k = {d_list}), "
        "from {rand_small} at d_k = {d_small} to {rand_big} at d_k = {d_big} ({growth}×), because "
        "q and k share a common positive direction whose dot product grows like d_k.",
    "scores.text.scaled_scores_flat": "**Scaled scores.** Scores now compare the query of “{query}” with every key: {scores}. "
        "Before the softmax they are divided by √d_k = {sqrt}, giving {scaled} (this division is "
        "why the mechanism is called *scaled dot-product attention*); the weights of "
        "“{query}” are {weights}. √d_k keeps scores the same size for any key size when the entries "
        "of q and k have mean 0. The right panel measures the root-mean-square of Q Kᵀ/√d_k on "
        "these inputs, over {draws} draws of the weights (seeds {seed} to {seed_last}): with "
        "torch.rand weights (mean 0.5) it goes from {rand_small} at d_k = {d_small} to {rand_big} "
        "at d_k = {d_big} ({growth}×; over the {points} key sizes plotted it ranges from "
        "{rand_min} to {rand_max}). With torch.rand weights the scores usually keep growing "
        "like √d_k even after scaling: q and k share a positive direction whose size is 0.5 × a "
        "token's coordinate sum. Here those sums are at most {xsum} in absolute value, so that "
        "direction is weak, and the last size is well below the √({d_big}/{d_small}) = {full}× "
        "of the first that a strong shared direction gives. Try the book's inputs to see it.",
    "scores.text.scaled_scores_uneven": "**Scaled scores.** Scores now compare the query of “{query}” with every key: {scores}. "
        "Before the softmax they are divided by √d_k = {sqrt}, giving {scaled} (this division is "
        "why the mechanism is called *scaled dot-product attention*); the weights of "
        "“{query}” are {weights}. √d_k keeps scores the same size for any key size when the entries "
        "of q and k have mean 0. The right panel measures the root-mean-square of Q Kᵀ/√d_k on "
        "these inputs, over {draws} draws of the weights (seeds {seed} to {seed_last}): with "
        "torch.rand weights (mean 0.5) it is {rand_series} at d_k = {d_list}, not the steady "
        "growth like √d_k ({full}× from d_k = {d_small} to {d_big}) that a strong shared positive "
        "direction of q and k gives. Try the book's inputs to see that growth.",
    "scores.text.scaled_scores_zero": "**Scaled scores.** Scores now compare the query of “{query}” with every key: {scores}. "
        "Before the softmax they are divided by √d_k = {sqrt}, giving {scaled} (this division is "
        "why the mechanism is called *scaled dot-product attention*); the weights of "
        "“{query}” are {weights}. √d_k keeps scores the same size for any key size when the entries "
        "of q and k have mean 0. The right panel measures the root-mean-square of Q Kᵀ/√d_k on "
        "these inputs, over {draws} draws of the weights (seeds {seed} to {seed_last}), but here "
        "every scaled score is exactly 0 with torch.rand weights, at every key size plotted: the "
        "size is 0 throughout, so there is no growth to see and no ratio to give. Try the book's "
        "inputs to see how the size changes with d_k.",
    "scores.text.scaled_lin_level": "With nn.Linear's zero-mean weights it stays level: over the {points} key sizes plotted "
        "it ranges from {lin_min} to {lin_max}, within 10 % (max/min {lin_spread}); {lin_small} at "
        "d_k = {d_small} and {lin_big} at d_k = {d_big} (single draws at d_k = {d_small} range from "
        "{lin_lo} to {lin_hi}). That is one reason real models use zero-mean initialisations: then "
        "√d_k keeps the scores the same size, and the softmax from saturating (lesson {softmax_lesson}).",
    "scores.text.scaled_lin_moves": "With nn.Linear's zero-mean weights it goes from {lin_small} at d_k = {d_small} to "
        "{lin_big} at d_k = {d_big} (ratio {lin_ratio}), and over the {points} key sizes plotted it "
        "ranges from {lin_min} to {lin_max} (max/min {lin_spread}: more than 10 % apart), although "
        "its expected square does not depend on d_k at all for zero-mean weights: single draws at "
        "d_k = {d_small} range from {lin_lo} to {lin_hi}, so with these inputs even {draws} draws "
        "leave that much noise.",
    "scores.text.scaled_lin_uneven": "With nn.Linear's zero-mean weights it is {lin_series} at d_k = {d_list}: some of "
        "these sizes are exactly 0 and others are not, so no ratio between them is defined, "
        "although its expected square does not depend on d_k at all for zero-mean weights.",
    "scores.text.scaled_lin_zero": "With nn.Linear's zero-mean weights every scaled score is exactly 0 as well, at every "
        "key size plotted: nothing to compare.",
    "scores.text.context": "**Context vectors.** Each row of Z is the weighted sum of the value vectors. For “{query}”: "
        "z = {z}; the first row is {first}. This is one head of self-attention, exactly what "
        "{cls} computes with seed {seed} (its weights drawn as chosen on the left). Next lessons: "
        "the softmax in detail, then masking the future.",
    # --- panel titles ---
    "panel.scores_of_query": "Scores ω of “{query}”",
    "panel.sum_normalized": "ω / Σω",
    "panel.softmax_weights": "softmax(ω)",
    "panel.weighted_inputs": "α_j · x^(j)",
    "panel.context_of_query": "Context z of “{query}”",
    "panel.scores_matmul": "Scores X Xᵀ",
    "panel.loops_minus_matmul": "Loops − matmul",
    "panel.weights_all": "Attention weights",
    "panel.context_all": "Context vectors Z",
    "panel.queries": "Queries Q",
    "panel.keys": "Keys K",
    "panel.values": "Values V",
    "panel.scaled_scores_all": "Q Kᵀ / √d_k",
    "panel.weights_of_query": "Weights of “{query}”",
    "panel.scaled_size": "RMS of Q Kᵀ/√d_k by d_k ({draws} draws)",
    # --- predictions (questions.py) ---
    "predict.scores.top": "Which token will get the largest weight of “{query}” after normalisation?",
    "predict.scores.top_why": "“{best}” ({w}): it has the largest score, {score}, and both dividing by the sum (for "
        "positive scores) and the softmax keep the order of the scores.",
    "predict.scores.top_why_tie": "“{best}” tie ({w} each): they share the largest score, {score}, and both dividing by "
        "the sum (for positive scores) and the softmax keep the order of the scores, so equal "
        "scores get equal weights.",
    "predict.scores.top_why_tie_rounded": "“{best}” tie ({w} each) in float32: their scores differ ({scores}), "
        "but by too little for the stored weights to tell apart. In exact arithmetic the softmax "
        "gives a larger score a larger weight; here the weights round to the same float32 number.",
    "predict.scores.shape": "X has shape ({n}, {d}). What is the shape of X Xᵀ?",
    "predict.scores.shape_why": "One score for every pair of tokens: ({n}, {d}) @ ({d}, {n}) gives ({n}, {n}).",
    "predict.scores.weight": "With the trainable projections, which key will get the largest weight of “{query}”?",
    "predict.scores.weight_why": "“{best}”, with weight {w}. The projections decide, not the raw similarity of the "
        "embeddings: the winner can differ from step {first_step}'s.",
    "predict.scores.weight_why_tie": "“{best}” tie, each with weight {w}. The projections decide, not the raw similarity "
        "of the embeddings: the winners can differ from step {first_step}'s.",
}
