# exercise: ex_mha_forward
# mistake: Builds its own causal mask with torch.triu(torch.ones(n, n)) on the CPU instead of using mha.mask, so masking scores that live on a GPU fails; the mask must be on x's device (e.g. mha.mask[:n, :n]). [cond: only on a GPU]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    future = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)
    scores = q @ k.transpose(-2, -1)
    scores.masked_fill_(future, -torch.inf)
    scores.mul_(hd ** -0.5)
    weights = mha.dropout(scores.softmax(-1))
    out = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
