# exercise: ex_mha_forward
# mistake: Scales the queries by 1/√head_dim as Flax does and then divides the scores by √head_dim again, scaling twice; the scores should be divided by √head_dim only once.
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    depth = mha.head_dim
    q = mha.W_query(x).view(b, n, mha.num_heads, depth).transpose(1, 2)
    q = q / depth ** 0.5      # query = query / jnp.sqrt(depth)
    k = mha.W_key(x).view(b, n, mha.num_heads, depth).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, depth).transpose(1, 2)
    logits = q @ k.transpose(2, 3)
    logits = logits.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = torch.softmax(logits / depth ** 0.5, dim=-1)
    weights = mha.dropout(weights)
    ctx = (weights @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
