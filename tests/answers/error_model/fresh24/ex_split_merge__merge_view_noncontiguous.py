# exercise: ex_split_merge
# mistake: The _merge_heads helper calls .view after permute without .contiguous(), which raises on the non-contiguous context; use .contiguous().view(...) or .reshape(...). [cond: num_heads > 1 and n > 1]
import torch


def _split_heads(tensor, num_heads, attn_head_size):
    new_shape = tensor.size()[:-1] + (num_heads, attn_head_size)
    tensor = tensor.view(new_shape)
    return tensor.permute(0, 2, 1, 3)  # (batch, head, seq_length, head_features)


def _merge_heads(tensor, num_heads, attn_head_size):
    tensor = tensor.permute(0, 2, 1, 3)
    new_shape = tensor.size()[:-2] + (num_heads * attn_head_size,)
    return tensor.view(new_shape)


def ex_split_merge(x, num_heads, context):
    hd = x.size(-1) // num_heads
    return _split_heads(x, num_heads, hd), _merge_heads(context, num_heads, hd)
