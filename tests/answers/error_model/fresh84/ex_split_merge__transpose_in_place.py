# exercise: ex_split_merge
# mistake: Merges with context.transpose_(1, 2), which transposes the caller's context tensor in place (its shape becomes (b, n, h, hd)) as a side effect; the out-of-place transpose(1, 2) leaves the input untouched.
def ex_split_merge(x,h,c):
    b,n,d=x.shape;return x.view(b,n,h,d//h).transpose(1,2),c.transpose_(1,2).reshape(b,n,-1)
