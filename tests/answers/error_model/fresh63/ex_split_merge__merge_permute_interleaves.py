# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1) (einsum 'bhnd->bndh' from JAX), putting the head axis last so the features interleave across heads; merging needs (b, n, h, hd), i.e. transpose(1, 2). [cond: num_heads > 1 and hd > 1]
import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    # jnp.einsum('bhnd->bndh') then flatten the last two
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
