# exercise: ex_split_merge
# mistake: The learner merges by concatenating the heads' (b, n, hd) slices along dim=1 (tokens) instead of dim=-1 (features), giving shape (b, h*n, hd).
import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    # split: (b, n, d) -> (b, n, h, hd) -> (b, h, n, hd)
    heads = x.reshape(b, n, num_heads, hd).transpose(1, 2)
    # merge: one (b, n, hd) block per head, side by side
    per_head = [context[:, i, :, :] for i in range(num_heads)]   # h x (b, n, hd)
    merged = torch.cat(per_head, dim=1)                            # (b, n, h*hd)
    return heads, merged
