# exercise: ex_mha_forward
# mistake: Passes the book's mask (True = future) as attn_mask to F.scaled_dot_product_attention, where a boolean True means "may attend", so every query attends only to later tokens (and the last query to nothing); use is_causal=True or pass ~mask.
import torch
import torch.nn.functional as F


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    # Project and reshape into (b, num_heads, n, head_dim)
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    # Use PyTorch's fused attention kernel for efficiency (handles scaling by sqrt(head_dim))
    causal_mask = mha.mask.bool()[:n, :n]
    context = F.scaled_dot_product_attention(
        q, k, v, attn_mask=causal_mask, dropout_p=mha.dropout.p if mha.training else 0.0
    )

    # Merge heads and apply the output projection
    context = context.transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(context)
