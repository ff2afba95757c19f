"""Exercise ex_softmax_backward: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex_softmax_backward.title": "softmax 的反向传播",
    "ex_softmax_backward.statement": "注意力沿最后一维计算 P = softmax(S)。编写 "
        "`ex_softmax_backward(P, dP)`：给定 P 以及损失对 P 的梯度 dP（形状相同，维数不限），"
        "返回损失对 S 的梯度 dS。{device_rule}",
    "ex_softmax_backward.hint.1": "∂P_i/∂S_j = P_i (δ_ij − P_j)。",
    "ex_softmax_backward.hint.2": "所以 dS = P ⊙ (dP − Σ_j dP_j P_j)，沿最后一维求和并保持维度。",
}
