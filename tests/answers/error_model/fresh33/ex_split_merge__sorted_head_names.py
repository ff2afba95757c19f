# exercise: ex_split_merge
# mistake: Kept the heads in a dict keyed 'head0', 'head1', ... and merged in sorted(keys) order, which puts 'head10' before 'head2'; heads must be concatenated in numeric order. [cond: num_heads > 10]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    split = {f"head{i}": x[:, :, i * hd:(i + 1) * hd] for i in range(num_heads)}
    heads = torch.stack([split[k] for k in sorted(split)], dim=1)
    ctx = {f"head{i}": context[:, i] for i in range(context.shape[1])}
    merged = torch.cat([ctx[k] for k in sorted(ctx)], dim=-1)
    return heads, merged
