# exercise: ex_mha_forward
# mistake: Treats mha.mask like GPT-2's bias buffer (1 = may attend) and keeps the scores where it is 1, so every query sees only the future and the last row is all masked; here mask is 1 at the future, which must be the masked part.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape

    def split_heads(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).permute(0, 2, 1, 3)

    query = split_heads(mha.W_query(x))
    key = split_heads(mha.W_key(x))
    value = split_heads(mha.W_value(x))

    attn_weights = torch.matmul(query, key.transpose(-1, -2))
    attn_weights = attn_weights / (value.size(-1) ** 0.5)

    causal_mask = mha.mask[:n, :n].bool()
    mask_value = torch.finfo(attn_weights.dtype).min
    mask_value = torch.full([], mask_value, dtype=attn_weights.dtype, device=attn_weights.device)
    attn_weights = torch.where(causal_mask, attn_weights, mask_value)

    attn_weights = torch.softmax(attn_weights, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    attn_output = torch.matmul(attn_weights, value)
    attn_output = attn_output.permute(0, 2, 1, 3).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(attn_output)
