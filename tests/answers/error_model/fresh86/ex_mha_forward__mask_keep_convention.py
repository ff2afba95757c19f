# exercise: ex_mha_forward
# mistake: The learner reads the mask buffer as "1 = keep" (the attention_mask convention of other libraries) and fills where mask == 0, hiding the past and the diagonal and exposing the future; the buffer is 1 on the future, which is what must be filled.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = q @ k.transpose(2, 3) / mha.head_dim ** 0.5
    attention_mask = mha.mask[:n, :n]
    scores = scores.masked_fill(attention_mask == 0, float('-inf'))
    w = torch.nan_to_num(torch.softmax(scores, dim=-1))
    w = mha.dropout(w)
    out = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
