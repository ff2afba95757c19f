# exercise: ex3_1
# mistake: Reshaped nn.Linear's (d_out, d_in) weight to (d_in, d_out) with .view instead of transposing it: the shape fits but the numbers land in the wrong places. Use .T (weight.T), not view/reshape.
# mistake_zh: 用 .view 把 nn.Linear 的 (d_out, d_in) 权重改成 (d_in, d_out)，而不是转置：形状对了，但数值排错了位置。应该用 .T（weight.T），不要用 view/reshape。
# keywords: view, reshape, transpose, .T, element order
import torch


def ex3_1(sa_v1, sa_v2):
    # 形状要和 v1 一样: (d_in, d_out)
    with torch.no_grad():
        for name in ["W_query", "W_key", "W_value"]:
            w1 = getattr(sa_v1, name)
            w2 = getattr(sa_v2, name).weight
            w1.copy_(w2.view(w1.shape))
