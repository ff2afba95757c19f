"""The backward pass of the softmax: dS from dP and P."""

from attnlab.grading.tensor_check import with_device_rule

KIND = "code"
POINTS = 3
LESSON = "gradients"
TITLE = {"en": "Backward through the softmax", "zh": "softmax 的反向传播"}
STATEMENT = with_device_rule({
    "en": "Attention computes P = softmax(S) along the last axis. Write "
          "`ex_softmax_backward(P, dP)` that returns dS, the gradient of the loss with "
          "respect to S, given P and the gradient dP with respect to P (same shapes, any "
          "number of axes).",
    "zh": "注意力沿最后一维计算 P = softmax(S)。编写 `ex_softmax_backward(P, dP)`："
          "给定 P 以及损失对 P 的梯度 dP（形状相同，维数不限），返回损失对 S 的梯度 dS。",
})
HINTS = {
    "en": ("∂P_i/∂S_j = P_i (δ_ij − P_j).",
           "So dS = P ⊙ (dP − Σ_j dP_j P_j), the sum taken along the last axis with keepdim."),
    "zh": ("∂P_i/∂S_j = P_i (δ_ij − P_j)。",
           "所以 dS = P ⊙ (dP − Σ_j dP_j P_j)，沿最后一维求和并保持维度。"),
}
STARTER = "def ex_softmax_backward(P, dP):\n    ...\n"
