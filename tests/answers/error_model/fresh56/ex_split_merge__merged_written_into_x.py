# exercise: ex_split_merge
# mistake: The learner writes the merged context back into x with x.copy_(...) and returns x, which overwrites the input and also changes heads (a view of x); merged must be a fresh tensor and x left unchanged.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    # merge back into x (same shape)
    merged = x.copy_(context.transpose(1, 2).reshape(b, n, d))
    return heads, merged
