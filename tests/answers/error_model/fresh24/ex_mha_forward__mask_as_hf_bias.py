# exercise: ex_mha_forward
# mistake: Used mha.mask like GPT-2's `bias` buffer (1 = may attend) in torch.where(mask, scores, masked_bias), which keeps the future and masks the past and the diagonal; the book's mask is 1 above the diagonal, i.e. positions to hide.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    masked_bias = torch.tensor(-1e4, dtype=x.dtype, device=x.device)

    def _split_heads(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).permute(0, 2, 1, 3)

    query = _split_heads(mha.W_query(x))
    key = _split_heads(mha.W_key(x))
    value = _split_heads(mha.W_value(x))

    attn_weights = torch.matmul(query, key.transpose(-1, -2)) / (mha.head_dim ** 0.5)
    causal_mask = mha.mask[:n, :n].bool()
    attn_weights = torch.where(causal_mask, attn_weights, masked_bias)
    attn_weights = mha.dropout(torch.softmax(attn_weights, dim=-1))

    attn_output = torch.matmul(attn_weights, value)  # (b, h, n, hd)
    attn_output = attn_output.permute(0, 2, 1, 3).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(attn_output)
