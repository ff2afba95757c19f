# exercise: ex_mha_forward
# mistake: Following the Keras attention_mask convention (True = may attend), the learner treats mha.mask as the allowed positions and fills -inf where it is 0, which hides the past and the diagonal and shows the future; the buffer is 1 on the future, which must be filled with -inf.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def to_heads(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q = to_heads(mha.W_query(x))
    k = to_heads(mha.W_key(x))
    v = to_heads(mha.W_value(x))
    attention_mask = mha.mask[:n, :n].bool()  # (n, n), broadcast over batch and heads
    scores = q @ k.transpose(-1, -2) / mha.head_dim ** 0.5
    scores = scores.masked_fill(~attention_mask, float("-inf"))
    w = mha.dropout(torch.softmax(scores, dim=-1))
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
