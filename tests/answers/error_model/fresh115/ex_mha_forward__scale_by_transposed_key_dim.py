# exercise: ex_mha_forward
# mistake: Took the scale from the last axis of the transposed keys, which is the number of tokens n, so the scores are divided by sqrt(n); divide by sqrt(head_dim). [cond: n != head_dim]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    t = {}
    for name, layer in (("q", mha.W_query), ("k", mha.W_key), ("v", mha.W_value)):
        t[name] = layer(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    t["kT"] = t["k"].transpose(2, 3)
    t["scores"] = t["q"] @ t["kT"]
    t["scores"] = t["scores"].masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    t["weights"] = torch.softmax(t["scores"] / t["kT"].shape[-1] ** 0.5, dim=-1)
    t["weights"] = mha.dropout(t["weights"])
    t["ctx"] = (t["weights"] @ t["v"]).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(t["ctx"])
