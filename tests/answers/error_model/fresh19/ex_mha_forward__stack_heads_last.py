# exercise: ex_mha_forward
# mistake: Computes each head in a loop but joins the head outputs with torch.stack(..., dim=-1).reshape(b, n, d_out), which interleaves the heads' features; head i must occupy features [i·head_dim, (i+1)·head_dim), i.e. torch.cat(outs, dim=-1). [cond: num_heads > 1 and head_dim > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    hd = mha.head_dim
    Q, K, V = mha.W_query(x), mha.W_key(x), mha.W_value(x)   # (b, n, d_out)
    causal = mha.mask[:n, :n].bool()

    outs = []
    for i in range(mha.num_heads):
        sl = slice(i * hd, (i + 1) * hd)
        q, k, v = Q[..., sl], K[..., sl], V[..., sl]            # (b, n, hd)
        s = (q @ k.transpose(1, 2)) / hd ** 0.5
        s = s.masked_fill(causal, float("-inf"))
        w = mha.dropout(torch.softmax(s, dim=-1))
        outs.append(w @ v)                                     # (b, n, hd)

    context = torch.stack(outs, dim=-1).reshape(b, n, mha.d_out)
    return mha.out_proj(context)
