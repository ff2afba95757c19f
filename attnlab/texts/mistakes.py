"""The texts of the catalogue of classic mistakes (attnlab.grading.mistakes), en + zh: one text a
mistake, said the same way in every exercise where the mistake can occur."""

STRINGS: dict[str, dict[str, str]] = {
    # --- fills ---
    "mistake.fill_weak": {
        "en": "The hidden keys are masked, but too weakly: a fill such as -10 still leaves them "
        "exp(-10)-sized weights. Fill with -inf (or -1e9) before the softmax.",
        "zh": "被遮住的键确实做了掩码，但力度太弱：像 -10 这样的填充值仍会留下 exp(-10) 量级的权重。"
        "请在 softmax 之前填成 -inf（或 -1e9）。",
    },
    # --- masks ---
    "mistake.mask_multiplied": {
        "en": "You multiply the scores by the 0/1 mask (or fill the hidden ones with 0): a hidden "
        "score becomes 0 and exp(0) = 1, so hidden keys still get weight. Fill them with -inf "
        "before the softmax (masked_fill).",
        "zh": "你把分数乘以 0/1 掩码（或把被遮住的分数填成 0）：被遮住的分数变成 0，而 exp(0) = 1，被遮住的键仍会分到权重。"
        "请在 softmax 之前用 masked_fill 把它们填成 -inf。",
    },
    "mistake.mask_added": {
        "en": "You add the 0/1 mask to the scores: adding 1 barely changes a score, so hidden keys "
        "keep their weight. Fill the hidden scores with -inf instead (masked_fill).",
        "zh": "你把 0/1 掩码加到了分数上：加 1 几乎不改变分数，被遮住的键仍然保有权重。请改用 masked_fill "
        "把被遮住的分数填成 -inf。",
    },
    "mistake.mask_diagonal": {
        "en": "The diagonal is masked too (torch.triu with diagonal=0), so the first token sees "
        "nothing (NaN) and every token loses itself: a token may attend to itself, use diagonal=1.",
        "zh": "对角线也被遮住了（torch.triu 用了 diagonal=0），所以第一个词元什么都看不到（NaN），"
        "每个词元也看不到自己：词元可以关注它自己，请使用 diagonal=1。",
    },
    "mistake.zeroed_after_softmax": {
        "en": "You zero the hidden weights after the softmax without renormalising, so the rows no "
        "longer sum to 1: mask with -inf before the softmax (or divide each row by its new sum).",
        "zh": "你在 softmax 之后把被遮住的权重置零，却没有重新归一化，所以各行之和不再为 1：请在 softmax "
        "之前用 -inf 遮住（或者把每行除以它新的和）。",
    },
    # --- axes ---
    "mistake.sum_last_axis": {
        "en": "The exponentials are shifted along `dim`, but the sum runs over the last axis: sum "
        "over `dim` too (e.sum(dim=dim, keepdim=True)).",
        "zh": "指数是沿 `dim` 平移的，但求和却沿最后一维：求和也要沿 `dim`（e.sum(dim=dim, keepdim=True)）。",
    },
    "mistake.sum_fixed_dim": {
        "en": "The sum runs over a fixed axis (dim=1) instead of the `dim` argument, which fails on "
        "a 1-D input and sums the wrong axis elsewhere: use e.sum(dim=dim, keepdim=True).",
        "zh": "求和用的是固定的维度（dim=1），而不是参数 `dim`：这在一维输入上会出错，在其他输入上会沿错误的维度求和。"
        "请用 e.sum(dim=dim, keepdim=True)。",
    },
    "mistake.max_dim0": {
        "en": "The maximum is taken over dim 0, not along `dim`: subtract x.amax(dim=dim, "
        "keepdim=True).",
        "zh": "最大值是沿第 0 维求的，而不是沿 `dim`：请减去 x.amax(dim=dim, keepdim=True)。",
    },
    # --- keepdim ---
    "mistake.keepdim_sum": {
        "en": "The sum lost its axis (keepdim is missing), so dividing by it broadcasts against the "
        "wrong axis or not at all: use e.sum(dim=dim, keepdim=True).",
        "zh": "求和丢掉了它的那一维（缺少 keepdim），所以除法广播到了错误的维度上，或者无法广播：请用 "
        "e.sum(dim=dim, keepdim=True)。",
    },
    "mistake.keepdim_both": {
        "en": "Both the maximum and the sum lost their axis (keepdim is missing in both), so they "
        "broadcast against the wrong axis: use x.amax(dim=dim, keepdim=True) and "
        "e.sum(dim=dim, keepdim=True).",
        "zh": "最大值和求和都丢掉了各自的那一维（两处都缺少 keepdim），所以广播到了错误的维度上：请用 "
        "x.amax(dim=dim, keepdim=True) 和 e.sum(dim=dim, keepdim=True)。",
    },
    # --- scales ---
    "mistake.scaled_twice": {
        "en": "Your scores are divided by head_dim instead of √head_dim. Either you divide by "
        "head_dim, or you scale q (or the scores) by 1/√head_dim and then call "
        "F.scaled_dot_product_attention, which scales by 1/√head_dim itself: scale once.",
        "zh": "你的分数除以的是 head_dim，而不是 √head_dim。要么是你除以了 head_dim，要么是你先把 q（或分数）"
        "乘以 1/√head_dim，再调用 F.scaled_dot_product_attention，而它自己也会乘以 1/√head_dim：只缩放一次。",
    },
    "mistake.survivor_p": {
        "en": "0.1 is the dropout rate p: a survivor is scaled by 1/(1 − p), not by p.",
        "zh": "0.1 是 dropout 的丢弃率 p：保留下来的元素要乘以 1/(1 − p)，而不是乘以 p。",
    },
    # --- dropout ---
    "mistake.dropout_weights": {
        "en": "Your weights look like dropout was applied after the masked softmax: some entries "
        "are 0 and the others are scaled by 1/(1 − p), so the rows do not sum to 1. The masking is "
        "right; remove the dropout here (F.dropout trains by default).",
        "zh": "你的权重像是在做完掩码的 softmax 之后又做了 dropout：有些元素是 0，其余的乘以了 1/(1 − p)，"
        "所以各行之和不为 1。掩码本身是对的；这里请去掉 dropout（F.dropout 默认是训练模式）。",
    },
    "mistake.dropout_scores": {
        "en": "You apply dropout to the scores, before the softmax: dropout belongs on the "
        "attention weights, after the softmax (the book's self.dropout(attn_weights)). Use "
        "mha.dropout there, not a dropout of your own (which is active in training mode).",
        "zh": "你在 softmax 之前把 dropout 用在了分数上：dropout 应当作用在 softmax 之后的注意力权重上"
        "（书中的 self.dropout(attn_weights)）。请在那里使用 mha.dropout，而不是自己新建的 dropout（它在训练模式下处于启用状态）。",
    },
    # --- heads ---
    "mistake.no_head_split": {
        "en": "You attend with the whole d_out at once: the heads are never split. View q, k and v "
        "as (b, n, num_heads, head_dim), transpose to (b, num_heads, n, head_dim), and scale by "
        "√head_dim.",
        "zh": "你直接用整个 d_out 做注意力：从来没有拆分成多个头。请把 q、k、v view 成 (b, n, num_heads, head_dim)，"
        "再转置成 (b, num_heads, n, head_dim)，并除以 √head_dim。",
    },
    "mistake.no_exp": {
        "en": "The exponential is missing: softmax divides exp(x − max) by its sum; dividing the "
        "scores (or x − max) by their sum is not a softmax (it can even give negative weights).",
        "zh": "缺少了指数运算：softmax 用 exp(x − max) 除以它们的和；把分数（或 x − max）直接除以它们的和并不是 softmax"
        "（甚至会得到负的权重）。",
    },
    # --- dtype and stability ---
    "mistake.float16": {
        "en": "You compute in float16 (half): its 3 significant digits lose the answer (and x − max "
        "of large values is rounded). Compute in the input's dtype, float32.",
        "zh": "你用 float16（半精度）计算：它只有约 3 位有效数字，结果丢失了精度（很大的数做 x − max 也会被舍入）。"
        "请用输入的类型 float32 计算。",
    },
    "mistake.clamp_not_shift": {
        "en": "Clamping the scores (clamp(max=80)) avoids the overflow but changes the result: "
        "scores above the clamp become equal. Subtract the maximum along dim instead; softmax "
        "does not change under a shift.",
        "zh": "截断分数（clamp(max=80)）虽然避免了溢出，却改变了结果：超过上限的分数都变得一样大。"
        "请改为减去沿 dim 的最大值：softmax 对平移保持不变。",
    },
    # --- gradients ---
    "mistake.jacobian_no_diagonal": {
        "en": "Your Jacobian lacks its diagonal term: J = diag(P) − P Pᵀ, so dS = P ⊙ dP − "
        "P (Σ_j dP_j P_j); you kept only the second part.",
        "zh": "你的雅可比矩阵缺少对角项：J = diag(P) − P Pᵀ，所以 dS = P ⊙ dP − P (Σ_j dP_j P_j)；你只保留了后一部分。",
    },
}
