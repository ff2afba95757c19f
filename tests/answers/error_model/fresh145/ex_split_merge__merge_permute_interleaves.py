# exercise: ex_split_merge
# mistake: The learner merged with context.permute(0, 2, 3, 1), which puts the head axis last, so the merged features are interleaved (feature j of every head side by side) instead of head i filling features [i·hd, (i+1)·hd); the merge must be transpose(1, 2) then reshape. [cond: num_heads > 1]
def ex_split_merge(x, num_heads, context):
    batch, tokens, dim = x.shape
    head_size = dim // num_heads
    heads = x.view(batch, tokens, num_heads, head_size).transpose(1, 2)
    print("heads:", heads.shape)
    merged = context.permute(0, 2, 3, 1).reshape(batch, tokens, num_heads * head_size)
    print("merged:", merged.shape)
    return heads, merged
