# exercise: ex3_1
# mistake: Reshapes each (d_out, d_in) Linear weight with .view(d_in, d_out), which reorders the numbers instead of transposing; the right thing is weight.T.
import torch

def ex3_1(sa_v1, sa_v2):
    # 笔记: nn.Linear 的权重形状是 (d_out, d_in), v1 需要 (d_in, d_out)
    for mingzi in ["W_query", "W_key", "W_value"]:
        quanzhong = getattr(sa_v2, mingzi).weight
        d_out, d_in = quanzhong.shape
        # 变成 v1 需要的形状
        setattr(sa_v1, mingzi, torch.nn.Parameter(quanzhong.detach().clone().view(d_in, d_out)))
