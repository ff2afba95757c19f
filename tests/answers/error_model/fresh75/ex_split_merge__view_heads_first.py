# exercise: ex_split_merge
# mistake: Split with x.view(b, num_heads, n, hd) straight away, which cuts the flat memory in the wrong places; view as (b, n, num_heads, hd) and then transpose(1, 2).

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, num_heads, n, d // num_heads)
    merged = context.transpose(1, 2).contiguous().view(b, n, d)
    return heads, merged
