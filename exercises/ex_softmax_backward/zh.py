"""Exercise ex_softmax_backward: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex_softmax_backward.title": "softmax 的反向传播",
    "ex_softmax_backward.statement": "注意力沿最后一维计算 P = softmax(S)。编写 "
        "`ex_softmax_backward(P, dP)`：给定 P 以及损失对 P 的梯度 dP（形状相同，维数不限），"
        "返回损失对 S 的梯度 dS。{device_rule}",
    "ex_softmax_backward.hint.1": "∂P_i/∂S_j = P_i (δ_ij − P_j)。",
    "ex_softmax_backward.hint.2": "所以 dS = P ⊙ (dP − Σ_j dP_j P_j)，沿最后一维求和并保持维度。",
    "ex_softmax_backward.missing_sum": "你返回的是 P ⊙ dP：softmax 把一行中的所有元素耦合在一起，所以括号里还要减去 Σ_j dP_j P_j。",
    "ex_softmax_backward.sign": "符号反了：dS = P ⊙ (dP − Σ_j dP_j P_j)。",
    "ex_softmax_backward.wrong_axis": "求和的维度不对：要沿最后一维（softmax 归一化的那一维）求和，dim=-1 并且 keepdim=True。",
    "ex_softmax_backward.keepdim": "行和丢掉了它的那一维（缺少 keepdim），所以无法按行广播：请用 .sum(dim=-1, keepdim=True)。",
    "ex_softmax_backward.missing_p": "缺少了前面的因子 P：dS = P ⊙ (dP − Σ_j dP_j P_j)。",
    "ex_softmax_backward.sum_without_p": "你减去的是这一行的普通和 Σ_j dP_j：雅可比矩阵的非对角项给出的是按 P 加权的和 Σ_j P_j dP_j。",
    "ex_softmax_backward.diagonal_only": "你只保留了雅可比矩阵的对角线 P (1 − P)：这一行的每个 P_j 都有贡献，所以要减去 Σ_j dP_j P_j。",
}
