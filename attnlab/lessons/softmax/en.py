"""The Softmax lesson's strings in English."""

STRINGS: dict[str, str] = {
    "title.softmax": "Softmax",
    "softmax.limits": "Up to 64 scores, each within ±1e6; scale c in [0, 10]; multiplier in [1, 1000].",
    "widget.scores_vector": "Scores s (numbers separated by commas or spaces)",
    "widget.scale": "Scale c = 1 / temperature",
    "widget.multiplier": "Overflow demo: multiply the scores by",
    "widget.d_k": "Key size d_k (for the √d_k steps)",
    "softmax.step.three_ways": "Three ways to normalise",
    "softmax.step.overflow": "Overflow",
    "softmax.step.temperature": "Scale and peakiness",
    "softmax.step.variance": "Score variance grows with d_k",
    "softmax.step.saturation": "Saturation",
    "softmax.step.jacobian": "Vanishing gradients",
    "softmax.text.three_ways": "**Three ways to turn scores into weights** (scores × {scale}). Dividing by the sum gives "
        "{sum}. It gives sensible weights only when every score is positive (here {negative} {negative:pl:is:are} "
        "negative), and it depends only on the *ratios* of the scores: doubling every score changes "
        "its weights by {double_sum}, adding 1 to every score changes them by {shift_sum}. The "
        "softmax is the opposite: it depends only on the *differences*, so adding 1 changes it by "
        "{shift_soft} and doubling by {double_soft}. Written naively, exp(s) / Σ exp(s) gives "
        "{naive}; with the row maximum subtracted first it gives {stable}.",
    "softmax.change_undefined": "no measurable amount (the changed scores sum to {total}, and dividing by that leaves no finite weight)",
    "softmax.text.three_ways_zero": "**Three ways to turn scores into weights** (scores × {scale}). Dividing by the sum "
        "fails here: the scores sum to {total}, so each weight is x / {total}, which float32 makes ±inf "
        "where it overflows (x / 0 always does), or 0 / 0, which it makes NaN ({sum}); it gives sensible weights only when every score is positive. The softmax depends only on "
        "the *differences* of the scores, so adding 1 changes it by {shift_soft} and doubling by "
        "{double_soft}. Written naively, exp(s) / Σ exp(s) gives {naive}; with the row maximum "
        "subtracted first it gives {stable}.",
    "softmax.text.naive_equal": "The last two are equal to float32's rounding (they differ by at most {gap}): subtracting the same number from every score multiplies "
        "numerator and denominator by the same factor.",
    "softmax.text.naive_broken": "In exact arithmetic the last two are equal (subtracting the same number from every score "
        "multiplies numerator and denominator by the same factor), but here the naive version "
        "breaks: the largest score, {top}, is beyond float32's exp (inf above about 88.7, 0 below "
        "about −103), so {bad} of its {n:plural:weight:weights} {bad:pl:is:are} not finite. The stable version never "
        "exponentiates anything above 0 (see the next step).",
    "softmax.text.naive_sum_overflow": "In exact arithmetic the last two are equal (subtracting the same number from every "
        "score multiplies numerator and denominator by the same factor), but here the naive version "
        "breaks although every exp is finite: their sum overflows float32 (inf above about 3.4e38), so "
        "every weight becomes x / inf = 0 and the weights no longer sum to 1.",
    "softmax.text.naive_lossy": "In exact arithmetic the last two are equal, but here they differ by up to {gap}, "
        "although nothing overflows and nothing is NaN: the exps are so small that {low} of "
        "the {n} {low:pl:is:are} below float32's smallest normal number (about 1.2e-38): {zero} "
        "underflowed to exactly 0 and {subnormal} {subnormal:pl:is:are} subnormal, keeping only a few "
        "significant bits. Their sum, {exp_sum}, is finite, so the naive "
        "weights are finite but imprecise: underflow, not overflow.",
    "softmax.text.overflow_lossy": "**Underflow, quietly.** Multiplied by {m}, the largest score is {max}, and exp of it "
        "in float32 is {exp}: finite but tiny. Nothing overflows (the sum of the exps, {exp_sum}, is "
        "finite) and nothing is NaN, yet the naive softmax gives {naive_w}, off by up to {gap}: "
        "{low} of the {n:plural:exp:exps} {low:pl:is:are} below float32's smallest normal number "
        "(about 1.2e-38): {zero} underflowed to exactly 0 and {subnormal} {subnormal:pl:is:are} "
        "subnormal, with only a few significant bits left. The stable version subtracts "
        "the maximum first, so the largest exp is exp(0) = 1: {stable}.",
    "softmax.text.overflow_under": "**Overflow, and underflow.** Multiplied by {m}, the largest score is {max}, and exp of "
        "it in float32 is {exp}: every exp underflows to 0. The naive softmax then computes 0 / 0, "
        "so {bad} of its {n:plural:weight:weights} {bad:pl:is:are} not finite (NaN; the left chart has gaps there). The stable "
        "version subtracts the maximum first, so the largest exp is exp(0) = 1 and the sum is never "
        "0: {stable}.",
    "softmax.text.overflow_bad": "**Overflow.** Multiplied by {m}, the largest score is {max}, and exp of it in float32 is "
        "{exp}. The naive softmax then computes inf / inf, so {bad} of its {n:plural:weight:weights} {bad:pl:is:are} not "
        "finite (NaN or inf; the left chart has gaps there). The stable version subtracts the "
        "maximum first, so exp never sees a value above 0 and nothing overflows: {stable}.",
    "softmax.text.overflow_sum": "**Overflow of the sum.** Multiplied by {m}, the largest score is {max}, and exp of it "
        "in float32 is {exp}: still finite. But the sum of the exps, {sum}, is not: it overflows "
        "float32 (above about 3.4e38), so the naive softmax divides every exp by inf and returns all "
        "zeros, silently, with no NaN to warn you. The stable version subtracts the maximum first, so "
        "the largest exp is 1 and the sum is at most {n}: {stable}.",
    "softmax.text.overflow_ok": "**Overflow.** Multiplied by {m}, the largest score is {max} and exp of it in float32 is "
        "{exp}: the naive and the stable softmax agree here to float32's rounding (measured: they "
        "differ by at most {gap}). Raise the multiplier (at "
        "{max_m} the largest score is {max_at_max}) and watch the naive softmax break while the "
        "stable one keeps working: exp overflows float32 above about 88.7 (and underflows to 0 below "
        "about −103): {stable}.",
    "softmax.text.overflow_ok_limit": "**Overflow.** Multiplied by {m}, the largest score is {max} and exp of it in float32 "
        "is {exp}: the naive and the stable softmax agree here to float32's rounding (measured: they "
        "differ by at most {gap}). With these scores even "
        "the largest multiplier this lesson takes, {max_m}, leaves them in agreement (the largest "
        "score is then {max_at_max}): type a largest score of {need} or more "
        "and raise the multiplier to watch the naive softmax break while the stable one keeps "
        "working: {stable}.",
    "softmax.text.temperature": "**Scale and peakiness.** Multiplying the scores by c before the softmax changes how sharp "
        "the weights are: small c (high temperature) flattens them towards uniform, large c (low "
        "temperature) pushes almost all weight onto the largest score. Each row of the heatmap is "
        "one c. With your c = {scale} the weights are {weights}; the largest is {max}.",
    "softmax.text.temperature_tied": "**Scale and peakiness.** Multiplying the scores by c before the softmax changes how "
        "sharp the weights are: small c (high temperature) flattens them towards uniform, large c (low "
        "temperature) pushes almost all weight onto the largest scores. Your {tied} largest scores are "
        "equal, so they share it: at every c their weights are equal to each other (each grows with c), "
        "and together they approach 1. Each row of the heatmap is one c. With your c = {scale} the "
        "weights are {weights}; the largest is {max}.",
    "softmax.text.temperature_all_tied": "**Scale and peakiness.** Multiplying the scores by c before the softmax changes "
        "how sharp the weights are: small c (high temperature) flattens them towards uniform, large c "
        "(low temperature) pushes almost all weight onto the largest score. All your {tied} scores "
        "are equal, so there is nothing to sharpen: every c gives the same uniform weights, {max} "
        "each (every row of the heatmap is the same). Make one score larger to see c at work.",
    "softmax.text.variance": "**Why divide by √d_k?** If the entries of q and k are independent with mean 0 and "
        "variance 1, each product q_i·k_i has variance 1, and q·k adds d_k of them, so its variance "
        "is d_k. Measured on {samples} random pairs: at d_k = {d_k} the variance is {var}. Dividing "
        "by √d_k divides the variance by d_k and brings it back to about 1 ({scaled}), whatever the "
        "key size: over the {points} key sizes plotted (right) it ranges from {scaled_lo} to "
        "{scaled_hi}, while the unscaled variance goes from {raw_lo} to {raw_hi}.",
    "softmax.text.saturation": "**Saturation.** Large scores make the softmax nearly one-hot. For {queries} random queries and "
        "six random keys each, the average largest weight at d_k = {d_k} is {raw} without scaling and {scaled} "
        "with it. Without scaling, bigger models would attend to a single token from the start, no "
        "matter what it means.",
    "softmax.text.jacobian_vanish": "**Vanishing gradients.** The gradient flows through the softmax via its Jacobian "
        "J = diag(p) − p pᵀ. When p is almost one-hot, every entry of J is almost 0, so the scores "
        "(and the weights W_q, W_k behind them) barely learn. At d_k = {d_k}, averaged over {draws} "
        "random draws of a query and six keys, the size of J (its Frobenius norm) is {mean_raw} "
        "without scaling and {mean_scaled} with it: on average, scaling keeps the gradient larger "
        "(draw by draw, the unscaled J is the smaller in {smaller} of the {draws}). This scaling by √d_k is why the "
        "mechanism is called *scaled dot-product attention*.",
    "softmax.text.jacobian_flat": "**Vanishing gradients?** The gradient flows through the softmax via its Jacobian "
        "J = diag(p) − p pᵀ. When p is almost one-hot, every entry of J is almost 0, so the scores "
        "barely learn. At d_k = {d_k} the scores are still too small to saturate the softmax: "
        "averaged over {draws} random draws of a query and six keys, the size of J (its Frobenius "
        "norm) is {mean_raw} without scaling and {mean_scaled} with it, so nothing vanishes yet (the "
        "unscaled J is the smaller in only {smaller} of the {draws} draws). Raise d_k to see the "
        "gradient vanish without scaling; that scaling by √d_k is why the mechanism is called "
        "*scaled dot-product attention*.",
    "softmax.text.jacobian_draw_smaller": "The heatmaps show one of those draws (from the seed): there J's size is {raw} "
        "without scaling and {scaled} with it, so in this draw the unscaled J is the smaller, as in "
        "{same_way} of the {draws} draws.",
    "softmax.text.jacobian_draw_larger": "The heatmaps show one of those draws (from the seed): there J's size is {raw} "
        "without scaling and {scaled} with it, so in this draw the unscaled J is the larger, as in "
        "{same_way} of the {draws} draws. One draw is not the average: try other seeds.",
    "axis.jacobian_scores": "score s_j (columns)",
    "axis.jacobian_weights": "weight p_i (rows)",
    "panel.naive_softmax": "exp(s) / Σ exp(s)",
    "panel.stable_softmax": "Stable softmax",
    "panel.weights_by_scale": "softmax(c · s) for several c",
    "panel.variance_raw": "Var(q·k) by d_k",
    "panel.variance_scaled": "Var(q·k / √d_k) by d_k",
    "panel.max_weight_raw": "Largest weight, unscaled",
    "panel.max_weight_scaled": "Largest weight, scaled",
    "panel.jacobian_raw": "Softmax Jacobian, unscaled",
    "panel.jacobian_scaled": "Softmax Jacobian, scaled",
    # --- predictions (questions.py) ---
    "predict.softmax.overflow": "Multiplied by {m}, the largest score is {max}. Will the naive softmax exp(s) / Σ exp(s) "
        "break in float32 (give NaN, inf, or weights that differ from the stable softmax's)?",
    "predict.softmax.fine_why": "No, measured: the naive weights {naive_w} equal the stable ones to float32's "
        "rounding (they differ by at most {gap}), and the sum of the exps, {sum}, is finite and not 0.",
    "predict.softmax.fine_why_low": "No, measured: the naive weights {naive_w} equal the stable ones to float32's "
        "rounding (they differ by at most {gap}), and the sum of the exps, {sum}, is finite and not 0. "
        "{low} of the {n:plural:exp:exps} {low:pl:is:are} below float32's smallest normal number "
        "(about 1.2e-38; {zero} underflowed to exactly 0), yet the weights still agree.",
    "predict.softmax.sum_overflow_why": "Yes: every exp is finite, but their sum ({sum}) overflows float32, so every "
        "weight is x / inf = 0: all zeros, silently, with no NaN.",
    "predict.softmax.lossy_why": "Yes, by underflow rather than overflow: the sum of the exps ({exp_sum}) is finite "
        "and every weight is finite, but {low} of the {n:plural:exp:exps} {low:pl:is:are} below float32's "
        "smallest normal number (about 1.2e-38; {zero} underflowed to exactly 0, {subnormal} "
        "{subnormal:pl:is:are} subnormal), so the naive weights {naive_w} are off by up to {gap}.",
    "predict.softmax.overflow_why": "{bad} of the {n:plural:weight:weights} {bad:pl:is:are} not finite: exp overflows float32 above "
        "about 88.7.",
    "predict.softmax.underflow_why": "{bad} of the {n:plural:weight:weights} {bad:pl:is:are} not finite: every exp underflows float32 "
        "to 0 (below about −103), and 0 / 0 is NaN.",
    "predict.softmax.temperature": "Your scale is c = {scale}. With c = {big}, will the largest weight be larger than now?",
    "predict.softmax.temperature_why": "Now the largest weight is {mine}; with c = {big} it is {hot}, larger by {diff}. "
        "A larger c (lower temperature) sharpens the weights.",
    "predict.softmax.temperature_why_smaller": "Now the largest weight is {mine}; with c = {big} it is {hot}, smaller by "
        "{diff}: your c = {scale} is already larger than {big}, and a smaller c (higher temperature) "
        "flattens the weights.",
    "predict.softmax.temperature_why_same_uniform": "Now the largest weight is {mine}; with c = {big} it is {hot} as well: "
        "all your scores are equal, so every c gives the same uniform weights.",
    "predict.softmax.temperature_why_same_c": "Now the largest weight is {mine}; with c = {big} it is {hot} as well: your "
        "c is {big} already.",
    "predict.softmax.temperature_why_same_float": "Now the largest weight is {mine}; with c = {big} it is {hot} as well: "
        "float32 stores the same number for both (measured). In exact arithmetic the weight would "
        "still change with c, but by too little for float32 to store next to {mine}.",
}
