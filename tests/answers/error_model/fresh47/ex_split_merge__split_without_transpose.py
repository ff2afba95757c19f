# exercise: ex_split_merge
# mistake: The learner splits with x.view(b, num_heads, n, hd), which reinterprets memory instead of moving the head axis; split with view(b, n, h, hd).transpose(1, 2).
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, num_heads, n, d // num_heads)
    merged = context.transpose(1, 2).reshape(b, n, -1)
    return heads, merged
