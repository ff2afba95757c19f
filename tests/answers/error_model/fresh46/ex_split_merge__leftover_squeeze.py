# exercise: ex_split_merge
# mistake: The learner keeps a .squeeze() from debugging on the split heads, which drops the batch/head/token axis whenever it has size 1, so heads has the wrong shape; heads must stay (b, num_heads, n, hd). [cond: b, num_heads, n or hd equal to 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2).squeeze()
    # print(heads[0])
    merged = context.transpose(1, 2).reshape(b, n, d)
    return heads, merged
