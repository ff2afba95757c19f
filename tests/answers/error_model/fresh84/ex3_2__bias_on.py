# exercise: ex3_2
# mistake: Builds the wrapper with qkv_bias=True, so the query, key and value layers have biases; the statement asks for the book's layers without bias (qkv_bias=False).
def ex3_2(M):
    d_in,d_out,ctx,h=3,1,6,2;return M(d_in,d_out,ctx,0.0,h,True)
