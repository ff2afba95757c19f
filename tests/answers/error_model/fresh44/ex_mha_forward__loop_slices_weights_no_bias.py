# exercise: ex_mha_forward
# mistake: The per-head loop multiplies x by slices of W_query.weight, W_key.weight and W_value.weight by hand and drops the layers' biases, so the result is wrong when qkv_bias=True; call the layers (or add the bias slices). [cond: qkv_bias=True]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    hd = mha.head_dim
    mask = mha.mask.bool()[:n, :n]
    outs = []
    for h in range(mha.num_heads):
        rows = slice(h * hd, (h + 1) * hd)
        q = x @ mha.W_query.weight[rows].T
        k = x @ mha.W_key.weight[rows].T
        v = x @ mha.W_value.weight[rows].T
        s = (q @ k.transpose(1, 2)).masked_fill(mask, float("-inf"))
        w = mha.dropout(torch.softmax(s / hd ** 0.5, dim=-1))
        outs.append(w @ v)
    return mha.out_proj(torch.cat(outs, dim=-1))
