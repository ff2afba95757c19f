# exercise: ex_mha_forward
# mistake: The learner masks with torch.where(mask, scores, -inf), which keeps the scores where the mask is 1 (the future) and sets the past and the diagonal to -inf; the buffer is 1 at forbidden positions, so it must be torch.where(mask, -inf, scores) (or masked_fill).
import torch


def ex_mha_forward(mha, x, causal=True):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    scores = q @ k.transpose(2, 3) / mha.head_dim ** 0.5
    if causal:
        mask = mha.mask.bool()[:n, :n]
        scores = torch.where(mask, scores, torch.tensor(float("-inf"), device=x.device, dtype=scores.dtype))
    weights = torch.softmax(scores, dim=-1)
    weights = torch.nan_to_num(weights)  # last row is all -inf
    ctx = (mha.dropout(weights) @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
