# exercise: ex_split_merge
# mistake: Casts both results with .float(), so float64 inputs come back as float32 (and lose precision); the tensors should keep the inputs' dtype. [cond: inputs not float32]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    h = num_heads
    hd = d // h
    heads = x.float().reshape(b, n, h, hd).transpose(1, 2)
    merged = context.float().transpose(1, 2).reshape(b, n, h * hd)
    print(heads.shape, merged.shape)
    return heads, merged
