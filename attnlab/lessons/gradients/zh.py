"""The Gradients lesson's strings in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "title.gradients": "梯度",
    # --- gradients ---
    "gradients.limits": "n ≤ 16 个词元，d ≤ 32。输入和权重由种子随机生成；损失为 L = Σ O ⊙ G（G 随机），因此 dL/dO = G。",
    "widget.grad_n": "词元数 n",
    "widget.grad_d": "宽度 d",
    "gradients.step.forward": "前向传播",
    "gradients.step.d_out": "dO → dW_o、dZ",
    "gradients.step.d_context": "dZ → dP、dV",
    "gradients.step.d_scores": "dP → dS（softmax）",
    "gradients.step.d_qk": "dS → dQ、dK",
    "gradients.step.d_inputs": "→ dX 与各权重",
    "gradients.step.multi_head": "多头注意力：多个头一起算",
    "gradients.text.forward": "**前向传播。** 保存每一个中间结果（{names}）：反向传播会用到它们。我们算出的上下文 Z 与 "
        "`F.scaled_dot_product_attention` 的最大差值为 {diff}。",
    "gradients.text.d_out": "**穿过输出投影。** O = Z W_o 是矩阵乘法，它的梯度也是两个矩阵乘法：dW_o = Zᵀ dO，dZ = dO W_oᵀ。"
        "与 autograd 的最大差值：{diff}。",
    "gradients.text.d_context": "**穿过加权求和。** Z = P V：dP = dZ Vᵀ 说明每个注意力权重应如何变化，dV = Pᵀ dZ 说明每个值向量应如何变化。"
        "与 autograd 的最大差值：{diff}。",
    "gradients.text.d_scores": "**穿过 softmax。** P 的每一行都依赖 S 的整行，通过雅可比矩阵 diag(p) − p pᵀ（左图，某一行）。展开后得到 "
        "dS = P ⊙ (dP − rowsum(dP ⊙ P))；被遮住的元素 P 为 0，所以梯度也为 0。与 autograd 的最大差值：{diff}。",
    "gradients.text.d_scores_open": "**穿过 softmax。** P 的每一行都依赖 S 的整行，通过雅可比矩阵 diag(p) − p pᵀ（左图，某一行）。展开后得到 "
        "dS = P ⊙ (dP − rowsum(dP ⊙ P))。因果掩码已关闭，没有被遮住的元素，也就没有哪个 P 被掩码设为 0：每个分数都可以得到梯度。"
        "与 autograd 的最大差值：{diff}。",
    "gradients.text.d_scores_one": "**穿过 softmax。** P 的每一行都依赖 S 的整行，通过雅可比矩阵 diag(p) − p pᵀ（左图，某一行）。只有一个词元时，"
        "这一行只有一个权重，无论分数是多少它都是 1，所以雅可比矩阵是 [0]，dS = P ⊙ (dP − rowsum(dP ⊙ P)) = 0：分数得不到任何梯度。"
        "输入 2 个或更多的词元就能看到梯度。与 autograd 的最大差值：{diff}。",
    "gradients.text.d_qk": "**穿过分数。** 由 S = Q Kᵀ / √d 得到 dQ = dS K / √d，dK = dSᵀ Q / √d。与 autograd 的最大差值：{diff}。",
    "gradients.text.d_inputs": "**回到输入和权重。** 每个投影都是与 X 的乘积：dW = Xᵀ dQ（K 和 V 同理），X 从三条路径得到梯度："
        "dX = dQ W_qᵀ + dK W_kᵀ + dV W_vᵀ。在 {names} 上与 autograd 的最大差值：{diff}。",
    "gradients.text.d_inputs_one": "**回到输入和权重。** 每个投影都是与 X 的乘积：dW = Xᵀ dQ（K 和 V 同理），X 可以从三条路径得到梯度："
        "dX = dQ W_qᵀ + dK W_kᵀ + dV W_vᵀ。只有一个词元时 softmax 不向分数传递梯度，所以 dQ 和 dK 都是 0，这里只有值向量这条路径"
        "把梯度传到 X。在 {names} 上与 autograd 的最大差值：{diff}。",
    "gradients.text.multi_head_one": "**多头注意力：多个头一起算。** 张量形状为 (b, h, n, d_h) 时什么都不用改：每个公式对每一对（批次, 头）都成立，"
        "批量矩阵乘法会一次全部算完。dQ、dK、dV 与 autograd 的最大差值：{diff}。只有一个词元时每个头的 dS 都是 0"
        "（对一个分数做 softmax，无论分数是多少结果都是 1），所以各图全为 0；输入 2 个或更多的词元，就能看到每个头得到各自的梯度。",
    "gradients.text.multi_head": "**多头注意力：多个头一起算。** 张量形状为 (b, h, n, d_h) 时什么都不用改：每个公式对每一对（批次, 头）都成立，批量矩阵乘法会一次全部算完。"
        "dQ、dK、dV 与 autograd 的最大差值：{diff}。图中是第一个序列里每个头的 dS：每个头根据自己的权重得到自己的梯度。",
    "panel.softmax_jacobian_row": "softmax 雅可比矩阵（第 {row} 行）",
    "panel.scores_grad": "dS",
    "panel.head_scores_grad": "dS，第 {i} 个头（序列 1）",
    "panel.grad_P": "P",
    "panel.grad_O": "O",
    "panel.grad_dW_o": "dW_o",
    "panel.grad_dZ": "dZ",
    "panel.grad_dP": "dP",
    "panel.grad_dV": "dV",
    "panel.grad_dQ": "dQ",
    "panel.grad_dK": "dK",
    "panel.grad_dW_q": "dW_q",
    "panel.grad_dX": "dX",
    # --- predictions (questions.py) ---
    "predict.gradients.shape": "Z = P V，P 的形状是 ({n}, {n})，V 的形状是 ({n}, {d})。dP 的形状是什么？",
    "predict.gradients.shape_why": "梯度的形状与对应张量相同：dP = dZ Vᵀ 是 ({n}, {d}) @ ({d}, {n}) = ({n}, {n})。",
    "predict.gradients.rowsum_exact": "在精确计算下，穿过 softmax 的梯度 dS，每一行之和都是 0 吗？",
    "predict.gradients.rowsum_why_zero": "给一行分数都加上同一个常数不会改变 softmax，所以梯度在 (1, …, 1) 方向上的分量为 0："
        "每一行之和都是 0。这里用 float32 计算，每一行之和也恰好是 0。",
    "predict.gradients.rowsum_why_rounded": "给一行分数都加上同一个常数不会改变 softmax，所以梯度在 (1, …, 1) 方向上的分量为 0："
        "每一行之和都是 0。这里用 float32 计算，舍入误差使最大的 |行和| 为 {worst}，而不是 0。",
}
