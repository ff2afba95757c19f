# exercise: ex_mha_forward
# mistake: The learner slices the mask buffer as mask[-n:, :n] (last rows) instead of mask[:n, :n]; when the context length exceeds n those rows hide nothing, so the attention is not causal. [cond: context_length > n]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    ctx_len = mha.mask.shape[-1]
    if n > ctx_len:
        raise ValueError(f"{n} tokens but context_length is {ctx_len}")
    x = x.contiguous()

    def to_heads(t):
        assert t.shape == (b, n, mha.d_out)
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    q = to_heads(mha.W_query(x))
    k = to_heads(mha.W_key(x))
    v = to_heads(mha.W_value(x))
    mask = mha.mask.bool()[-n:, :n]          # the n x n block we need
    scores = (q @ k.transpose(2, 3)).masked_fill(mask, float("-inf"))
    w = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    w = mha.dropout(w)
    out = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
