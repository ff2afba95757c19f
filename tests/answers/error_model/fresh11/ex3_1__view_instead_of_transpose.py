# exercise: ex3_1
# mistake: To turn the (d_out, d_in) Linear weight into (d_in, d_out) the learner uses .view(d_in, d_out), as nanoGPT reshapes everything with view; view only reinterprets the memory and scrambles the entries, a transpose (weight.T) is needed.
# mistake_zh: 为了把 (d_out, d_in) 的 Linear 权重变成 (d_in, d_out)，学习者像 nanoGPT 那样用 .view(d_in, d_out)；view 只是重新解释内存、把元素打乱，应该用转置 weight.T。
# keywords: transpose, view, weight.T, scrambled
import torch


def ex3_1(sa_v1, sa_v2):
    d_in, d_out = sa_v1.W_query.shape
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            w = getattr(sa_v2, name).weight          # (d_out, d_in)
            getattr(sa_v1, name).copy_(w.view(d_in, d_out))
