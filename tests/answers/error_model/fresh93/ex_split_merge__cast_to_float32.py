# exercise: ex_split_merge
# mistake: Calls .float() on x and context 'to be safe', so float64 (or half) inputs come back as float32; the dtype must be kept. [cond: only for inputs that are not float32]
def ex_split_merge(x, num_heads, context):
    x = x.float()
    context = context.float()
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    return heads, merged
