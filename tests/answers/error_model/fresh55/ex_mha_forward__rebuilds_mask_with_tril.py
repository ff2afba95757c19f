# exercise: ex_mha_forward
# mistake: When the buffer's size differs from n, the learner's fallback rebuilds the mask with torch.tril (ones on and below the diagonal) and uses it as the mask, hiding the past and the token itself instead of the future; it should just slice mask.bool()[:n, :n]. [cond: only when context_length != n]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    mask = getattr(mha, "mask", None)
    if mask is None or mask.shape[-1] != n:
        mask = torch.tril(torch.ones(n, n, device=x.device))
    mask = mask.bool()

    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    s = (q @ k.transpose(-2, -1)).masked_fill(mask, float("-inf"))
    w = mha.dropout(torch.softmax(s / mha.head_dim ** 0.5, dim=-1))
    out = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
