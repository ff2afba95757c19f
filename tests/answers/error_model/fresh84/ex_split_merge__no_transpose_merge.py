# exercise: ex_split_merge
# mistake: Merges the heads with context.contiguous().view(b, n, -1) without first moving the head axis back behind the tokens, so features of different tokens get mixed; transpose(1, 2) is needed before the view.
def ex_split_merge(x,h,c):
    b,n,d=x.shape;return x.view(b,n,h,d//h).transpose(1,2),c.contiguous().view(b,n,-1)
