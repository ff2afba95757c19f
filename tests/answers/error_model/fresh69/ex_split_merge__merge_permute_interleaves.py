# exercise: ex_split_merge
# mistake: The learner merged with permute(0, 2, 3, 1), which puts the head axis last, so the merged features are interleaved (feature j of every head side by side) instead of head i in features [i*hd, (i+1)*hd). Use transpose(1, 2) then reshape. [cond: num_heads > 1 and hd > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    return x.view(b, n, num_heads, -1).transpose(1, 2), context.permute(0, 2, 3, 1).reshape(b, n, -1)
