# exercise: ex3_1
# mistake: It reshapes each (d_out, d_in) Linear weight to (d_in, d_out) with .reshape, which reorders the entries instead of transposing; it must use weight.T.
# mistake_zh: 它用 .reshape 把 (d_out, d_in) 的 Linear 权重变成 (d_in, d_out)，这只是重排元素而不是转置；应使用 weight.T。
# keywords: transpose, reshape, weight, nn.Linear
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            target = getattr(sa_v1, name)
            source = getattr(sa_v2, name).weight
            # match the (d_in, d_out) layout of SelfAttention_v1
            target.copy_(source.reshape(target.shape))
