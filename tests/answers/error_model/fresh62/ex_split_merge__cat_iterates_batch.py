# exercise: ex_split_merge
# mistake: The merge is torch.cat(list(context), dim=-1), but iterating a (b, h, n, hd) tensor walks over the batch axis, not the heads; it needs torch.cat(context.unbind(1), dim=-1) (or transpose + reshape).
import torch


def ex_split_merge(x, num_heads, context):
    hd = x.shape[-1] // num_heads
    # split: chunk the features into num_heads blocks and stack them as a new axis 1
    chunks = torch.chunk(x, num_heads, dim=-1)        # h tensors of (b, n, hd)
    heads = torch.stack(chunks, dim=1)                # (b, h, n, hd)
    # merge: put the heads next to each other along the features
    pieces = list(context)                            # one piece per head
    print(len(pieces), "pieces")
    merged = torch.cat(pieces, dim=-1)
    return heads, merged
