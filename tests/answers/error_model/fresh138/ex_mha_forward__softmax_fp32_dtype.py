# exercise: ex_mha_forward
# mistake: The learner forced the softmax to float32 (dtype=torch.float32, a mixed-precision habit from Flax), so with float64 inputs the float32 weights cannot be multiplied by the float64 values; the softmax must keep the scores' dtype. [cond: float64 (non-float32) inputs]
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def to_heads(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q = to_heads(mha.W_query(x))
    k = to_heads(mha.W_key(x))
    v = to_heads(mha.W_value(x))
    scores = q @ k.transpose(2, 3) / mha.head_dim ** 0.5
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = torch.softmax(scores, dim=-1, dtype=torch.float32)  # softmax in fp32 for stability
    weights = mha.dropout(weights)
    ctx = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
