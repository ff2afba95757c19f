# exercise: ex_split_merge
# mistake: Splits with view(b, n, hd, num_heads) and moves the last axis to the front, so head i gets the strided features i, i+h, i+2h, ... instead of the block [i*hd, (i+1)*hd); the split must be view(b, n, num_heads, hd).
import torch


def split_heads(tensor, num_heads, attn_head_size):
    new_shape = tensor.size()[:-1] + (attn_head_size, num_heads)
    tensor = tensor.view(new_shape)
    return tensor.permute(0, 3, 1, 2)  # (batch, head, seq_length, head_features)


def merge_heads(tensor, num_heads, attn_head_size):
    tensor = tensor.permute(0, 2, 1, 3).contiguous()
    new_shape = tensor.size()[:-2] + (num_heads * attn_head_size,)
    return tensor.view(new_shape)


def ex_split_merge(x, num_heads, context):
    hd = x.shape[-1] // num_heads
    return split_heads(x, num_heads, hd), merge_heads(context, num_heads, hd)
