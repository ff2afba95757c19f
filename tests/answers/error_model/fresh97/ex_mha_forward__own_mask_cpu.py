# exercise: ex_mha_forward
# mistake: Builds a new causal mask with torch.triu(torch.ones(n, n)) instead of using the module's mask buffer, and without device=x.device, so it fails when the module and x are on a GPU. [cond: only on a GPU]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    nh, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, nh, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, nh, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, nh, hd).transpose(1, 2)
    causal = torch.triu(torch.ones(n, n), diagonal=1).bool()
    scores = (q @ k.transpose(-2, -1)).masked_fill(causal, float('-inf'))
    weights = mha.dropout(torch.softmax(scores / hd ** 0.5, dim=-1))
    out = (weights @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
