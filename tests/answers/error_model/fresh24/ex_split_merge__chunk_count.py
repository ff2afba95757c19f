# exercise: ex_split_merge
# mistake: Split with x.chunk(head_dim, dim=-1), i.e. head_dim pieces of num_heads features, instead of x.chunk(num_heads, dim=-1); the heads then have the wrong count and size. [cond: num_heads ≠ d // num_heads]
import torch


class Heads:
    @staticmethod
    def split(x, num_heads):
        head_dim = x.shape[-1] // num_heads
        return torch.stack(x.chunk(head_dim, dim=-1), dim=1)

    @staticmethod
    def merge(context):
        return torch.cat(context.unbind(dim=1), dim=-1)


def ex_split_merge(x, num_heads, context):
    return Heads.split(x, num_heads), Heads.merge(context)
