"""Texts of the catalogue of classic mistakes (attnlab.grading.mistakes; one text a mistake, said
the same way in every exercise where it can occur) in Simplified Chinese (简体中文), key for key as
in en.py."""

STRINGS: dict[str, str] = {
    # --- fills ---
    "mistake.fill_weak": "被遮住的键确实做了掩码，但力度太弱：像 -10 这样的填充值仍会留下 exp(-10) 量级的权重。"
        "请在 softmax 之前填成 -inf（或 -1e9）。",
    # --- masks ---
    "mistake.mask_multiplied": "你把分数乘以 0/1 掩码，或把被遮住的分数填成 0 或接近 0 的值（-1e-9 是个极小的数，本意应是 -1e9）：被遮住的分数变成约 0，而 exp(0) = 1，被遮住的键仍会分到权重。"
        "请在 softmax 之前用 masked_fill 把它们填成 -inf。",
    "mistake.mask_added": "你把 0/1 掩码加到了分数上：加 1 几乎不改变分数，被遮住的键仍然保有权重。请改用 masked_fill "
        "把被遮住的分数填成 -inf。",
    "mistake.mask_diagonal": "对角线也被遮住了（torch.triu 用了 diagonal=0），所以第一个词元什么都看不到（NaN），"
        "每个词元也看不到自己：词元可以关注它自己，请使用 diagonal=1。",
    "mistake.mask_query_axis": "你遮住的是被填充的查询（行），而不是被填充的键（列）：掩码放在了 -2 轴上，而键在 -1 轴上。"
        "请把掩码的词元轴放在最后（(b, n) 的填充掩码配 (b, h, n, n) 的分数时用 [:, None, None, :]），使任何查询都不关注被填充的键。",
    "mistake.zeroed_after_softmax": "你在 softmax 之后把被遮住的权重置零，却没有重新归一化，所以各行之和不再为 1：请在 softmax "
        "之前用 -inf 遮住（或者把每行除以它新的和）。",
    # --- axes ---
    "mistake.sum_last_axis": "指数是沿 `dim` 平移的，但求和却沿最后一维：求和也要沿 `dim`（e.sum(dim=dim, keepdim=True)）。",
    "mistake.sum_fixed_dim": "求和用的是固定的维度（dim=1），而不是参数 `dim`：这在一维输入上会出错，在其他输入上会沿错误的维度求和。"
        "请用 e.sum(dim=dim, keepdim=True)。",
    "mistake.max_dim0": "最大值是沿第 0 维求的，而不是沿 `dim`：请减去 x.amax(dim=dim, keepdim=True)。",
    # --- keepdim ---
    "mistake.keepdim_sum": "求和丢掉了它的那一维（缺少 keepdim），所以除法广播到了错误的维度上，或者无法广播：请用 "
        "e.sum(dim=dim, keepdim=True)。",
    "mistake.keepdim_both": "最大值和求和都丢掉了各自的那一维（两处都缺少 keepdim），所以广播到了错误的维度上：请用 "
        "x.amax(dim=dim, keepdim=True) 和 e.sum(dim=dim, keepdim=True)。",
    # --- scales ---
    'mistake.scaled_twice_plain': '你的分数除以的是 head_dim，而不是 √head_dim：因子 1/√head_dim 被用了两次（先乘在 q 或 k 上，又乘在分数上），或者除数直接用了 head_dim。只缩放一次：把 q @ kᵀ 除以 √head_dim，别的都不要再除。',
    "mistake.scaled_twice": "你的分数除以的是 head_dim，而不是 √head_dim。要么是你除以了 head_dim，要么是你先把 q（或分数）"
        "乘以 1/√head_dim，再调用 F.scaled_dot_product_attention，而它自己也会乘以 1/√head_dim：只缩放一次。",
    "mistake.survivor_p": "0.1 是 dropout 的丢弃率 p：保留下来的元素要乘以 1/(1 − p)，而不是乘以 p。",
    # --- dropout ---
    "mistake.dropout_weights": "你的权重像是在做完掩码的 softmax 之后又做了 dropout：有些元素是 0，其余的乘以了 1/(1 − p)，"
        "所以各行之和不为 1。掩码本身是对的；这里请去掉 dropout（F.dropout 默认是训练模式）。",
    "mistake.dropout_scores": "你在 softmax 之前把 dropout 用在了分数上：dropout 应当作用在 softmax 之后的注意力权重上"
        "（书中的 self.dropout(attn_weights)）。请在那里使用 mha.dropout，而不是自己新建的 dropout（它在训练模式下处于启用状态）。",
    # --- heads ---
    "mistake.no_head_split": "你直接用整个 d_out 做注意力：从来没有拆分成多个头。请把 q、k、v view 成 (b, n, num_heads, head_dim)，"
        "再转置成 (b, num_heads, n, head_dim)，并除以 √head_dim。",
    "mistake.no_exp": "缺少了指数运算：softmax 用 exp(x − max) 除以它们的和；把分数（或 x − max）直接除以它们的和并不是 softmax"
        "（甚至会得到负的权重）。",
    # --- dtype and stability ---
    "mistake.float16": "你用 float16（半精度）计算：它只有约 3 位有效数字，结果丢失了精度（很大的数做 x − max 也会被舍入）。"
        "请用输入的类型 float32 计算。",
    "mistake.clamp_not_shift": "截断分数（用 clamp 或 clip 限定在某个界内）虽然避免了溢出，却改变了结果：超过上限的分数都变得一样大。"
        "请改为减去沿 dim 的最大值：softmax 对平移保持不变。",
    # --- gradients ---
    "mistake.log_softmax_backward": "你用了 log-softmax 的反向传播公式 dS = dP − P·Σ_j dP_j，它只在 dP 是对 log P 的梯度时成立。这里 dP 是对 P 本身的梯度（P = softmax(S)），所以每个 dP_j 还要乘以 P_j：dS = P ⊙ (dP − Σ_j P_j dP_j)。",
    "mistake.jacobian_no_diagonal": "你的雅可比矩阵缺少对角项：J = diag(P) − P Pᵀ，所以 dS = P ⊙ dP − P (Σ_j dP_j P_j)；你只保留了后一部分。",
}
