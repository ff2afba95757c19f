# exercise: ex_split_merge
# mistake: The learner's merge helper ends with .float() 'to be safe', so a float64 context comes back as float32; merged must keep the context's dtype. [cond: float64 context]
import torch
from functools import wraps


def on_input_device(fn):
    @wraps(fn)
    def inner(x, num_heads, context):
        return fn(x, num_heads, context.to(x.device))
    return inner


def merge(ctx):
    b, h, n, hd = ctx.shape
    return ctx.transpose(1, 2).flatten(2).float()


@on_input_device
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    return heads, merge(context)
